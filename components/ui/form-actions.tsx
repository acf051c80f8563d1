"use client";

import { useTranslations } from "next-intl";
import { Loader2 } from "@/components/ui/icons";
import { Button } from "./button";

/** Cancel and submit buttons for a dialog form; the submit button shows `pendingLabel` while saving. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}) {
  const t = useTranslations("Common");
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {t("cancel")}
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
