import { NextResponse } from "next/server";
import { refreshPlantImages } from "@/server/garden-images";
import { withUser } from "@/server/http/handler";
import { userTimeZone } from "@/server/profile";

export const POST = withUser(async ({ user }) => {
  const updatedPlants = await refreshPlantImages(user.id, await userTimeZone(user));
  return NextResponse.json({ updatedPlants });
});
