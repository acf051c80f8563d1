import { getTranslations } from "next-intl/server";
import { Bot } from "@/components/ui/icons";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { listApiTokens } from "@/server/account/api-tokens";
import { ApiTokensManager } from "./api-tokens-manager";

/** Settings' API Tokens card, rendered with the gardener's tokens. Server component. */
export async function ApiTokensCard({ userId, timeZone }: { userId: string; timeZone: string }) {
  const t = await getTranslations("Connections");
  const tokens = await listApiTokens(userId);
  return (
    <Card role="region" aria-labelledby="api-tokens-heading">
      <CardHeader>
        <h2 id="api-tokens-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Bot className="size-5 text-primary" aria-hidden="true" /> {t("tokensTitle")}
        </h2>
        <CardDescription>
          {t.rich("tokensDescription", { code: (chunks) => <code className="font-mono text-xs">{chunks}</code> })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ApiTokensManager initialTokens={tokens} timeZone={timeZone} />
      </CardContent>
    </Card>
  );
}
