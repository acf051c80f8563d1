"use client";

import dynamic from "next/dynamic";
import type { AuthProvider } from "@/lib/auth-provider";

// Loaded only for the provider in use: Clerk's browser code never reaches a local-accounts
// install, and better-auth's never reaches a Clerk one.
const LocalAuthForm = dynamic(() => import("./local-auth-form").then((module) => module.LocalAuthForm));
const ClerkAuthWidget = dynamic(() => import("./clerk-auth-widget").then((module) => module.ClerkAuthWidget));

/** The sign-in or sign-up form of the configured provider. */
export function AuthWidget({ provider, mode, next }: { provider: AuthProvider; mode: "sign-in" | "sign-up"; next: string }) {
  return provider === "clerk" ? <ClerkAuthWidget mode={mode} next={next} /> : <LocalAuthForm mode={mode} next={next} />;
}
