import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AcceptInviteButton } from "@/components/gardens/accept-invite-button";
import { NarrowPage } from "@/components/layout/narrow-page";
import { Providers } from "@/components/providers";
import { Button } from "@/components/ui/button";
import { getCurrentUser } from "@/server/auth";
import { INVITE_EXPIRED_MESSAGE, INVITE_NOT_FOUND_MESSAGE, INVITE_REVOKED_MESSAGE, inviteDetails, type InviteStatus } from "@/server/garden/garden-invites";

export const metadata: Metadata = { title: "Garden invitation", robots: { index: false } };

const UNUSABLE: Record<InviteStatus, string> = { open: "", expired: INVITE_EXPIRED_MESSAGE, revoked: INVITE_REVOKED_MESSAGE };

/** /invite/{token}: the garden and who invited you, with Accept (or sign up / sign in first and come back). */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const [invite, user] = await Promise.all([inviteDetails(token), getCurrentUser()]);
  const here = `/invite/${token}`;
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {!invite || invite.status !== "open" ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This invitation can&apos;t be used</h1>
            <p className="text-muted-foreground">{invite ? UNUSABLE[invite.status] : INVITE_NOT_FOUND_MESSAGE}</p>
            <Button asChild variant="outline">
              <Link href="/">{user ? "Go to your garden" : "Go to the home page"}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Join {invite.gardenName}</h1>
            <p className="text-muted-foreground">
              {invite.invitedBy} invited you to care for {invite.gardenName} together: its plants, tasks and watering.
            </p>
            {user ? (
              <Providers><AcceptInviteButton token={token} gardenName={invite.gardenName} /></Providers>
            ) : (
              <div className="grid gap-2">
                <Button asChild size="lg">
                  <Link href={`/register?next=${encodeURIComponent(here)}`}>Sign Up to Accept</Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link href={`/login?next=${encodeURIComponent(here)}`}>I Have an Account: Sign In</Link>
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </NarrowPage>
  );
}
