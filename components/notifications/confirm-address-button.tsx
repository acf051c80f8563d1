"use client";

import { useTranslations } from "next-intl";
import { Loader2, Mail } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { apiErrorMessage } from "@/lib/api-client";
import { useConfirmAddress } from "@/hooks/use-notifications";

/** Confirms the address with the token from the email: opening the page changes nothing (mail scanners open links), the button does. */
export function ConfirmAddressButton({ token, email }: { token: string; email: string }) {
  const t = useTranslations("TokenPages");
  const confirm = useConfirmAddress(token);
  if (confirm.isSuccess) {
    return (
      <p role="status" className="font-medium text-primary">
        {t("confirmEmailDone", { email })}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {confirm.isError ? <ErrorAlert>{apiErrorMessage(confirm.error) ?? t("confirmEmailFailed")}</ErrorAlert> : null}
      <Button size="lg" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
        {confirm.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {confirm.isPending ? t("confirming") : t("confirmAddress")}
      </Button>
    </div>
  );
}
