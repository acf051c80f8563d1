"use client";

import dynamic from "next/dynamic";

// Every signed-in page's bundle holds this module: Clerk's browser code loads only when Clerk is in use.
export const ClerkSessionProvider = dynamic(() => import("./clerk-provider").then((module) => module.ClerkSessionProvider));
