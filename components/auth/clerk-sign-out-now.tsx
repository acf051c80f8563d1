"use client";

import { useEffect } from "react";
import { useClerk } from "@clerk/nextjs";

// Only rendered under ClerkProvider (Clerk mode): once this app's data is deleted, the Clerk
// session is ended too, or its next request would start a new, empty account here.
export function ClerkSignOutNow() {
  const clerk = useClerk();
  useEffect(() => {
    void clerk.signOut({ redirectUrl: "/" });
  }, [clerk]);
  return null;
}
