import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { NarrowPage } from "@/components/layout/narrow-page";
import { Providers } from "@/components/providers";
import { ConfirmAddressButton } from "@/components/notifications/confirm-address-button";
import { Button } from "@/components/ui/button";
import { confirmationTarget } from "@/server/notifications/address-confirmation";

export const metadata: Metadata = { title: "Confirm your email address", robots: { index: false } };

/**
 * /confirm-email/{token}, from the email that asks a gardener to confirm their address for email
 * reminders: works without signing in (it may be opened on a phone). Opening it changes nothing;
 * the button does.
 */
export default async function ConfirmEmailPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const target = await confirmationTarget(token);
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {!target ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link can&apos;t be used</h1>
            <p className="text-muted-foreground">It has been used already, or it is more than a day old. Send a new one from Settings → Reminders.</p>
            <Button asChild variant="outline">
              <Link href="/settings/reminders">Open Settings</Link>
            </Button>
          </>
        ) : target.confirmed ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Your address is confirmed</h1>
            <p className="text-muted-foreground">{target.email} is confirmed already: email reminders go to it.</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Confirm your email address?</h1>
            <p className="text-muted-foreground">Confirm that {target.email} is yours, so your garden reminders can be emailed to it.</p>
            <Providers><ConfirmAddressButton token={token} email={target.email} /></Providers>
          </>
        )}
      </div>
    </NarrowPage>
  );
}
