"use client";

import type { ReactNode } from "react";
import { ClerkProvider } from "@clerk/nextjs";

/** Keeps Clerk's session fresh in the browser and gives the user menu its sign-out. */
export function ClerkSessionProvider({ publishableKey, children }: { publishableKey: string; children: ReactNode }) {
  return (
    <ClerkProvider publishableKey={publishableKey} signInUrl="/login" signUpUrl="/register">
      {children}
    </ClerkProvider>
  );
}
