import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { NarrowPage } from "@/components/layout/narrow-page";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";
import { afterSignUpPath, returnPath } from "@/lib/return-path";
import { getCurrentUser } from "@/server/auth";
import { CONFIRM_SIGN_UP_PATH } from "@/server/auth/sign-up-confirmation";

export const metadata: Metadata = { title: "Finish Signing Up", robots: { index: false } };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * /confirm-sign-up?token=…, from the email a sign-up sends where the server confirms addresses
 * (server/auth/sign-up-confirmation.ts). Opening it changes nothing (mail scanners open links):
 * its button goes to better-auth's /api/auth/verify-email, which confirms the address, signs the
 * gardener in and sends them back here with ?done=1 (or ?done=1&error=… for a link that has
 * expired), to go on to the place step or the invitation they came from.
 */
export default async function ConfirmSignUpPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const query = await searchParams;
  const next = returnPath(one(query.next));
  const token = one(query.token);
  const done = one(query.done) === "1";
  const error = one(query.error);
  if (done && !error && (await getCurrentUser())) redirect(afterSignUpPath(next));

  const back = new URLSearchParams({ done: "1", ...(next === "/" ? {} : { next }) });
  return (
    <NarrowPage>
      <div className="grid gap-4 rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
        {error || (!done && !token) ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">This link can&apos;t be used</h1>
            <p className="text-muted-foreground">
              A sign-up link works for a day; this one has expired or is not complete. Sign in with your email and password and we will email you a new one.
            </p>
            <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>
          </>
        ) : done ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Your address is confirmed</h1>
            <p className="text-muted-foreground">Your account is ready. Sign in with your email and password.</p>
            <Link href={next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`} className="font-medium text-primary underline-offset-4 hover:underline">
              Sign in
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Finish signing up</h1>
            <p className="text-muted-foreground">Confirm that this email address is yours, and your garden is ready.</p>
            {/* A plain form: it works before (or without) any script. */}
            <form method="get" action="/api/auth/verify-email">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="callbackURL" value={`${CONFIRM_SIGN_UP_PATH}?${back.toString()}`} />
              <button type="submit" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.default} ${BUTTON_SIZES.lg} w-full`}>
                Confirm and Sign In
              </button>
            </form>
          </>
        )}
      </div>
    </NarrowPage>
  );
}
