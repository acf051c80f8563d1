import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { NarrowPage } from "@/components/layout/narrow-page";
import { Providers } from "@/components/providers";
import { UnsubscribeButton } from "@/components/notifications/unsubscribe-button";
import { Button } from "@/components/ui/button";
import { unsubscribeTarget } from "@/server/notifications/settings";

export const metadata: Metadata = { title: "Stop reminder emails", robots: { index: false } };

/**
 * /unsubscribe/{token}, from a reminder email: works without signing in. Opening it changes
 * nothing (mail scanners open links); the button does.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const target = await unsubscribeTarget(token);
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {!target ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link can&apos;t be used</h1>
            <p className="text-muted-foreground">It is not a current unsubscribe link. You can change your reminders in Settings.</p>
            <Button asChild variant="outline">
              <Link href="/settings/reminders">Open Settings</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Stop reminder emails?</h1>
            <p className="text-muted-foreground">
              {target.subscribed
                ? `No more garden reminders will be emailed to ${target.email}. Push and ntfy reminders, if you have them, carry on.`
                : `Reminder emails to ${target.email} are already off.`}
            </p>
            {target.subscribed ? <Providers><UnsubscribeButton token={token} /></Providers> : null}
          </>
        )}
      </div>
    </NarrowPage>
  );
}
