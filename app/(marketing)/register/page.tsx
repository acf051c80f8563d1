import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/auth-page";

export const metadata: Metadata = { title: "Sign Up", alternates: { canonical: "/register" } };

export default function RegisterPage() {
  return <AuthPage mode="sign-up" />;
}
