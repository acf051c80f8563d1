import { NextResponse } from "next/server";
import type { Catalogue } from "@/lib/plant-api-types";
import { listCataloguePlants } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";

export const GET = withUser(async () => NextResponse.json<Catalogue>(await listCataloguePlants()));
