"use client";

import { useClerk } from "@clerk/nextjs";
import { LogOutItem } from "@/components/layout/log-out-item";

// Only rendered under ClerkProvider (Clerk mode), where its hook is available.
export function ClerkLogOutItem() {
  const clerk = useClerk();
  return <LogOutItem onSelect={() => void clerk.signOut({ redirectUrl: "/" })} />;
}
