import { NextResponse } from "next/server";
import type { DiagnosisHistory } from "@/lib/diagnosis";
import { listDiagnoses } from "@/server/assistant/diagnoses";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async ({ gardener }) => NextResponse.json<DiagnosisHistory>({ diagnoses: await listDiagnoses(gardener) }));
