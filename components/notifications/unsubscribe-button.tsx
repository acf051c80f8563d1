"use client";

import { useTranslations } from "next-intl";
import { Loader2, Mail } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { useUnsubscribe } from "@/hooks/use-notifications";
import { apiErrorMessage } from "@/lib/api-client";

/** Turns reminder emails off with the token from the email: no sign-in needed. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations("TokenPages");
  const unsubscribe = useUnsubscribe(token);
  if (unsubscribe.isSuccess) {
    return (
      <p role="status" className="font-medium text-primary">
        {t("unsubscribeDone")}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {unsubscribe.isError ? <ErrorAlert>{apiErrorMessage(unsubscribe.error) ?? t("unsubscribeFailed")}</ErrorAlert> : null}
      <Button size="lg" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {unsubscribe.isPending ? t("unsubscribing") : t("unsubscribe")}
      </Button>
    </div>
  );
}
