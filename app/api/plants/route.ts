import { NextResponse } from "next/server";
import type { Catalogue } from "@/lib/plant-api-types";
import { listCataloguePlants } from "@/server/garden/plants";
import { withUser } from "@/server/http/handler";

/** The catalogue in the gardener's language (names and care texts; the facts are the same in all). */
export const GET = withUser(async ({ gardener }) => NextResponse.json<Catalogue>(await listCataloguePlants(gardener.locale)));
