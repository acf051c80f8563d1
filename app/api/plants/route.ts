import { NextResponse } from "next/server";
import { listCataloguePlants } from "@/server/plants";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async () => NextResponse.json(await listCataloguePlants()));
