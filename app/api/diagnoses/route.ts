import { NextResponse } from "next/server";
import { listDiagnoses } from "@/server/assistant/diagnoses";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json({ diagnoses: await listDiagnoses(gardener) }));
