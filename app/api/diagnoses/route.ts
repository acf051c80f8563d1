import { NextResponse } from "next/server";
import { listDiagnoses } from "@/server/diagnoses";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ user }) => NextResponse.json({ diagnoses: await listDiagnoses(user.id) }));
