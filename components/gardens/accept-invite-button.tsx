"use client";

import { useTranslations } from "next-intl";
import { Loader2, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { useAcceptInvite } from "@/hooks/use-gardens";
import { apiErrorMessage } from "@/lib/api-client";

/** Joins the garden and opens the dashboard on it. */
export function AcceptInviteButton({ token, gardenName }: { token: string; gardenName: string }) {
  const t = useTranslations("TokenPages");
  const accept = useAcceptInvite(token);
  // Still "Joining..." once it worked, while the dashboard opens.
  const pending = accept.isPending || accept.isSuccess;
  return (
    <div className="grid gap-3">
      {accept.isError ? <ErrorAlert>{apiErrorMessage(accept.error) ?? t("joinFailed", { garden: gardenName })}</ErrorAlert> : null}
      <Button size="lg" onClick={() => accept.mutate()} disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Users aria-hidden="true" />}
        {pending ? t("joining") : t("acceptInvite")}
      </Button>
    </div>
  );
}
