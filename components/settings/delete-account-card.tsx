"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
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

const plants = (count: number) => (count === 1 ? "1 plant" : `${count} plants`);

/** Everything the deletion takes, named: the confirm step's list. */
function WhatIsLost({ preview, email }: { preview: AccountDeletionPreview; email: string }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm">
      <li>
        Your account ({email}){preview.provider === "local" ? " and its password" : ""}, and your sign-in on every device.
      </li>
      {preview.deleted.map((garden) => (
        <li key={garden.id}>
          <strong>{garden.name}</strong>, with its {plants(garden.plants)}, their tasks, waterings, harvests, diagnoses and photos: no one else belongs to it.
        </li>
      ))}
      {preview.handedOver.map((garden) => (
        <li key={garden.id}>
          <strong>{garden.name}</strong> passes to {garden.to}, who becomes its owner and keeps its plants.
        </li>
      ))}
      {preview.left.map((garden) => (
        <li key={garden.id}>
          You leave <strong>{garden.name}</strong>.
        </li>
      ))}
      <li>Every photo you uploaded. In gardens that stay, plants you photographed go back to their catalogue picture, and your diagnoses there are deleted.</li>
      <li>Your chats with the AI gardener, your reminder settings, your calendar link and your API tokens.</li>
      {preview.provider === "clerk" ? (
        <li>Your sign-in itself stays with Clerk: signing in again starts a new, empty account here. To delete it too, use your Clerk account page.</li>
      ) : null}
    </ul>
  );
}

/** Settings' Delete Account card: a confirm step that names what will be lost, then the password. */
export function DeleteAccountCard({ preview, email }: { preview: AccountDeletionPreview; email: string }) {
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

  const error = deleteAccount.isError ? (apiErrorMessage(deleteAccount.error) ?? "Your account could not be deleted. Please try again.") : null;
  return (
    <Card role="region" aria-labelledby="delete-account-heading" className="border-destructive/40">
      <CardHeader>
        <h2 id="delete-account-heading" className="flex items-center gap-2 text-xl font-semibold">
          <AlertTriangle className="size-5 text-destructive" aria-hidden="true" /> Delete Account
        </h2>
        <CardDescription>Delete your account and everything in it. This can&apos;t be undone.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" /> Delete Account...
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <form method="post" onSubmit={onSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>This can&apos;t be undone. Deleting your account removes:</DialogDescription>
            </DialogHeader>
            <WhatIsLost preview={preview} email={email} />
            {preview.hasPassword ? (
              <FormField id="delete-account-password" label="Your password">
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
              <p className="text-sm text-muted-foreground">
                Your account has no password here, so it can be deleted only within {FRESH_SIGN_IN_MINUTES} minutes of signing in. If it is longer, sign out, sign in again and come back.
              </p>
            )}
            {/* Unboxed: the boxed tint over the dialog's background falls short of 4.5:1 contrast. */}
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={deleteAccount.isPending}>
                Keep My Account
              </Button>
              <Button type="submit" variant="destructive" disabled={deleteAccount.isPending || deleted}>
                {deleteAccount.isPending || deleted ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                {deleteAccount.isPending || deleted ? "Deleting..." : "Delete My Account"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {deleted && preview.provider === "clerk" ? <ClerkSignOutNow /> : null}
    </Card>
  );
}
