import { NextResponse } from "next/server";
import { withUser } from "@/server/http/handler";
import { listTasks } from "@/server/care/tasks";

export const GET = withUser(async ({ gardener }) => NextResponse.json(await listTasks(gardener, "today")));
