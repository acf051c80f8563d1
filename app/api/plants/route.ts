import { NextResponse } from "next/server";
import { listCataloguePlants } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async () => NextResponse.json(await listCataloguePlants()));
