"use client";

import { createAuthClient } from "better-auth/react";

/** better-auth's browser client for local accounts (same origin). */
export const authClient = createAuthClient();
