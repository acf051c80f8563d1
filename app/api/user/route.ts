import { NextResponse } from "next/server";
import { updateProfileSchema } from "@/lib/validations/user";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { toUserProfile, updateUserProfile } from "@/server/profile";

export const GET = withUser(async ({ gardener }) => NextResponse.json({ user: toUserProfile(gardener) }));

export const PATCH = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, updateProfileSchema);
  return NextResponse.json({ user: toUserProfile(await updateUserProfile(gardener, input)) });
});
