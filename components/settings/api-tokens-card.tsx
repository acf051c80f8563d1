import { Bot } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { listApiTokens } from "@/server/account/api-tokens";
import { ApiTokensManager } from "./api-tokens-manager";

/** Settings' API Tokens card, rendered with the gardener's tokens. Server component. */
export async function ApiTokensCard({ userId, timeZone }: { userId: string; timeZone: string }) {
  const tokens = await listApiTokens(userId);
  return (
    <Card role="region" aria-labelledby="api-tokens-heading">
      <CardHeader>
        <h2 id="api-tokens-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Bot className="size-5 text-primary" aria-hidden="true" /> API Tokens
        </h2>
        <CardDescription>
          Let your own tools, such as Home Assistant or a script, read and update your garden through the REST API with
          the header <code className="font-mono text-xs">Authorization: Bearer &lt;token&gt;</code>. A token acts as you,
          except that it can&apos;t manage tokens or delete your account. Keep it as secret as a password, and revoke it
          when a tool no longer needs it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApiTokensManager initialTokens={tokens} timeZone={timeZone} />
      </CardContent>
    </Card>
  );
}
