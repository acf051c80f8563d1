import type { Metadata } from "next";
import { shareMetadata } from "../share-metadata";
import { AuthPage } from "@/components/auth/auth-page";

export const metadata: Metadata = { title: "Sign Up", ...shareMetadata("/register") };

export default function RegisterPage() {
  return <AuthPage mode="sign-up" />;
}
