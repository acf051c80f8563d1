"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { AlertTriangle, Loader2, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useDeleteAccount } from "@/hooks/use-account";
import { FRESH_SIGN_IN_MINUTES, type AccountDeletionPreview } from "@/lib/account-types";
import { apiErrorMessage } from "@/lib/api-client";
import { PASSWORD_MAX_LENGTH } from "@/lib/auth-messages";

// Clerk's browser code only where Clerk signs gardeners in.
const ClerkSignOutNow = dynamic(() => import("@/components/auth/clerk-sign-out-now").then((module) => module.ClerkSignOutNow));

/** Everything the deletion takes, named: the confirm step's list. */
function WhatIsLost({ preview, email }: { preview: AccountDeletionPreview; email: string }) {
  const t = useTranslations("Account");
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm">
      <li>{preview.provider === "local" ? t("lostAccountAndPassword", { email }) : t("lostAccount", { email })}</li>
      {preview.deleted.map((garden) => (
        <li key={garden.id}>{t.rich("lostGarden", { strong, first: garden.name, count: garden.plants })}</li>
      ))}
      {preview.handedOver.map((garden) => (
        <li key={garden.id}>{t.rich("handedOverGarden", { strong, first: garden.name, second: garden.to })}</li>
      ))}
      {preview.left.map((garden) => (
        <li key={garden.id}>{t.rich("leftGarden", { strong, first: garden.name })}</li>
      ))}
      <li>{t("lostPhotos")}</li>
      <li>{t("lostRest")}</li>
      {preview.provider === "clerk" ? (
        <li>{t("clerkStays")}</li>
      ) : null}
    </ul>
  );
}

/** Settings' Delete Account card: a confirm step that names what will be lost, then the password. */
export function DeleteAccountCard({ preview, email }: { preview: AccountDeletionPreview; email: string }) {
  const t = useTranslations("Account");
  const router = useRouter();
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);

  function onOpenChange(next: boolean) {
    if (deleteAccount.isPending) return;
    if (!next) deleteAccount.reset();
    setOpen(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = preview.hasPassword ? String(new FormData(event.currentTarget).get("password") ?? "") : null;
    deleteAccount.mutate(password, {
      onSuccess: () => {
        setDeleted(true);
        if (preview.provider === "local") {
          router.replace("/");
          router.refresh();
        }
      },
    });
  }

  const error = deleteAccount.isError ? (apiErrorMessage(deleteAccount.error) ?? t("deleteFailed")) : null;
  return (
    <Card role="region" aria-labelledby="delete-account-heading" className="border-destructive/40">
      <CardHeader>
        <h2 id="delete-account-heading" className="flex items-center gap-2 text-xl font-semibold">
          <AlertTriangle className="size-5 text-destructive" aria-hidden="true" /> {t("deleteTitle")}
        </h2>
        <CardDescription>{t("deleteDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" /> {t("deleteOpen")}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{t("confirmTitle")}</DialogTitle>
              <DialogDescription>{t("confirmDescription")}</DialogDescription>
            </DialogHeader>
            <WhatIsLost preview={preview} email={email} />
            {preview.hasPassword ? (
              <FormField id="delete-account-password" label={t("yourPassword")}>
                <Input
                  id="delete-account-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  required
                  aria-invalid={error ? true : undefined}
                  disabled={deleteAccount.isPending || deleted}
                />
              </FormField>
            ) : (
              <p className="text-sm text-muted-foreground">{t("noPasswordDelete", { count: FRESH_SIGN_IN_MINUTES })}</p>
            )}
            {/* Unboxed: the boxed tint over the dialog's background falls short of 4.5:1 contrast. */}
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={deleteAccount.isPending}>
                {t("keepAccount")}
              </Button>
              <Button type="submit" variant="destructive" disabled={deleteAccount.isPending || deleted}>
                {deleteAccount.isPending || deleted ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                {deleteAccount.isPending || deleted ? t("deleting") : t("deleteAccount")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {deleted && preview.provider === "clerk" ? <ClerkSignOutNow /> : null}
    </Card>
  );
}
