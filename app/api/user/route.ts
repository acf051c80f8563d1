import { NextResponse } from "next/server";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { getUserProfile, updateUserProfile } from "@/server/profile";
import { updateProfileSchema } from "@/lib/validations/user";

export const GET = withUser(async ({ user }) => {
  return NextResponse.json({ user: await getUserProfile(user) });
});

export const PATCH = withUser(async ({ request, user }) => {
  const input = await parseJsonBody(request, updateProfileSchema);
  return NextResponse.json({ user: await updateUserProfile(user, input) });
});
