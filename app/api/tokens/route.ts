import { NextResponse } from "next/server";
import type { ApiTokenList, CreatedApiTokenJson } from "@/lib/api-tokens";
import { createApiTokenSchema } from "@/lib/validations/tokens";
import { createApiToken, listApiTokens } from "@/server/account/api-tokens";
import { parseJsonBody, withUser } from "@/server/http/handler";

// Managing tokens needs the gardener's session: a token can't make more of itself or outlive a revoke.
export const GET = withUser(async ({ user }) => NextResponse.json<ApiTokenList>({ tokens: await listApiTokens(user.id) }), { sessionOnly: "account" });

export const POST = withUser(
  async ({ request, user }) => {
    const { name } = await parseJsonBody(request, createApiTokenSchema);
    return NextResponse.json<CreatedApiTokenJson>(await createApiToken(user.id, name), { status: 201 });
  },
  { sessionOnly: "account" },
);
