import type { Metadata } from "next";
import { shareMetadata } from "@/lib/share-metadata";
import { AuthPage } from "@/components/auth/auth-page";
import { returnPath } from "@/lib/return-path";

export const metadata: Metadata = { title: "Sign Up", ...shareMetadata("/register") };

export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <AuthPage mode="sign-up" next={returnPath((await searchParams).next)} />;
}
