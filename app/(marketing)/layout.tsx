import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getCurrentUser } from "@/server/auth";
import { authConfig } from "@/server/auth/provider";

/** /login and /register: a signed-in visitor goes straight to the dashboard. */
export default async function MarketingLayout({ children }: { children: ReactNode }) {
  await connection();
  const config = authConfig();
  const usable = config.provider === "local" || config.valid;
  if (usable && (await getCurrentUser())) redirect("/");
  return children;
}
