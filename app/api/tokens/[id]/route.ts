import { API_TOKEN_NOT_FOUND, revokeApiToken } from "@/server/account/api-tokens";
import { parseId, withUser } from "@/server/http/handler";

export const DELETE = withUser<{ id: string }>(
  async ({ user, params }) => {
    await revokeApiToken(user.id, parseId(params.id, API_TOKEN_NOT_FOUND));
    return new Response(null, { status: 204 });
  },
  { sessionOnly: "account" },
);
