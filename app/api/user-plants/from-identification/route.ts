import { NextResponse } from "next/server";
import type { UserPlant } from "@/lib/garden-types";
import { addUserPlantSchema } from "@/lib/validations/user-plants";
import { addCataloguePlant } from "@/server/garden/plants";
import { parseJsonBody, withUser } from "@/server/http/handler";

/** An identified plant that matched the catalogue joins the garden like any catalogue plant. */
export const POST = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, addUserPlantSchema);
  return NextResponse.json<UserPlant>(await addCataloguePlant(gardener, input), { status: 201 });
});
