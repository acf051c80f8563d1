import { NextResponse } from "next/server";
import type { ProfileResponse } from "@/lib/profile-types";
import { deleteAccountSchema } from "@/lib/validations/account";
import { updateProfileSchema } from "@/lib/validations/user";
import { deleteAccount, expiredSessionCookies } from "@/server/account/account";
import { parseJsonBody, withUser } from "@/server/http/handler";
import { toUserProfile, updateUserProfile } from "@/server/account/profile";

export const GET = withUser(async ({ gardener }) => NextResponse.json<ProfileResponse>({ user: toUserProfile(gardener) }));

export const PATCH = withUser(async ({ request, gardener }) => {
  const input = await parseJsonBody(request, updateProfileSchema);
  return NextResponse.json<ProfileResponse>({ user: toUserProfile(await updateUserProfile(gardener, input)) });
});

/** Deletes the account and everything of the gardener's (server/account/account.ts). Never with an API token. */
export const DELETE = withUser(
  async ({ request, user }) => {
    const input = await parseJsonBody(request, deleteAccountSchema);
    await deleteAccount(user, request.headers, input);
    const headers = new Headers();
    for (const cookie of await expiredSessionCookies()) headers.append("set-cookie", cookie);
    return new Response(null, { status: 204, headers });
  },
  { sessionOnly: "account" },
);
