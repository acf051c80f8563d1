import { NextResponse } from "next/server";
import { addUserPlantSchema } from "@/lib/validations/user-plants";
import { addCataloguePlant, withoutWatering } from "@/server/garden";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { userTimeZone } from "@/server/profile";

/** An identified plant that matched the catalogue joins the garden like any catalogue plant. */
export const POST = withUser(async ({ request, user }) => {
  const input = await parseJsonBody(request, addUserPlantSchema);
  const plant = await addCataloguePlant(user.id, input, await userTimeZone(user));
  return NextResponse.json(withoutWatering(plant), { status: 201 });
});
