import type { Metadata } from "next";
import { shareMetadata } from "@/lib/share-metadata";
import { AuthPage } from "@/components/auth/auth-page";
import { returnPath } from "@/lib/return-path";

export const metadata: Metadata = { title: "Sign In", ...shareMetadata("/login") };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { next, error } = await searchParams;
  // ?error=: single sign-on sent the visitor back refused (lib/single-sign-on.ts words it).
  return <AuthPage mode="sign-in" next={returnPath(next)} error={typeof error === "string" ? error : undefined} />;
}
