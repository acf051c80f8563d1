"use client";

import { ClerkLoaded, ClerkLoading, ClerkProvider, SignIn, SignUp } from "@clerk/nextjs";
import { Providers } from "@/components/providers";
import { useClerkConfig } from "@/hooks/use-auth-config";
import { AUTH_CONFIG_ERROR_DETAIL, AuthStatusScreen } from "./auth-status-screen";
import { afterSignUpPath } from "@/lib/return-path";

/**
 * Clerk's hosted sign-in / sign-up (hash routing, lands on /). Follows the
 * the product's (docs/product.md) start-up: fetch the public config ('Initializing...'); no key back
 * (missing or invalid on the server) is a configuration error; then wait for
 * Clerk ('Loading authentication...').
 */
export function ClerkAuthWidget({ mode, next = "/" }: { mode: "sign-in" | "sign-up"; next?: string }) {
  // The sign-in pages carry no app-wide client state; this widget brings its own.
  return (
    <Providers>
      <ClerkAuthFlow mode={mode} next={next} />
    </Providers>
  );
}

function ClerkAuthFlow({ mode, next }: { mode: "sign-in" | "sign-up"; next: string }) {
  const config = useClerkConfig();
  if (config.isPending) return <AuthStatusScreen message="Initializing..." />;
  const key = config.data?.publishableKey;
  if (!key) {
    return <AuthStatusScreen error message="Authentication configuration error" detail={AUTH_CONFIG_ERROR_DETAIL} />;
  }
  return (
    <ClerkProvider publishableKey={key}>
      <ClerkLoading>
        <AuthStatusScreen message="Loading authentication..." />
      </ClerkLoading>
      <ClerkLoaded>
        {mode === "sign-in" ? (
          <SignIn routing="hash" signUpUrl="/register" forceRedirectUrl={next} signUpForceRedirectUrl={afterSignUpPath(next)} />
        ) : (
          <SignUp routing="hash" signInUrl="/login" forceRedirectUrl={afterSignUpPath(next)} />
        )}
      </ClerkLoaded>
    </ClerkProvider>
  );
}
