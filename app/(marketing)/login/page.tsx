import type { Metadata } from "next";
import { shareMetadata } from "../share-metadata";
import { AuthPage } from "@/components/auth/auth-page";

export const metadata: Metadata = { title: "Sign In", ...shareMetadata("/login") };

export default function LoginPage() {
  return <AuthPage mode="sign-in" />;
}
