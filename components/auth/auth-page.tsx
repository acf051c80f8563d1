import Link from "next/link";
import { NarrowPage } from "@/components/layout/narrow-page";
import { authProviderName } from "@/server/auth/provider";
import { AuthWidget } from "./auth-widget";

const COPY = {
  "sign-in": {
    title: "Welcome back",
    subtitle: "Sign in to see your garden.",
    prompt: "Don't have an account?",
    link: "Sign up here",
    href: "/register",
  },
  "sign-up": {
    title: "Create your account",
    subtitle: "Start tracking your plants in a minute. It's free.",
    prompt: "Already have an account?",
    link: "Sign in here",
    href: "/login",
  },
} as const;

/** /login and /register: the local form, or Clerk's widget when Clerk is configured. */
export function AuthPage({ mode, next = "/" }: { mode: "sign-in" | "sign-up"; next?: string }) {
  const copy = COPY[mode];
  const provider = authProviderName();
  return (
    <NarrowPage>
      {provider === "clerk" ? (
        <>
          <h1 className="sr-only">{copy.title}</h1>
          <div className="flex justify-center">
            <AuthWidget provider={provider} mode={mode} next={next} />
          </div>
        </>
      ) : (
        <div className="rounded-2xl border bg-card p-6 shadow-lg sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{copy.subtitle}</p>
          <AuthWidget provider={provider} mode={mode} next={next} />
        </div>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {copy.prompt}{" "}
        <Link href={next === "/" ? copy.href : `${copy.href}?next=${encodeURIComponent(next)}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {copy.link}
        </Link>
      </p>
    </NarrowPage>
  );
}
