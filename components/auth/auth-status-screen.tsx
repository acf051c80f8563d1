import { AlertTriangle, Loader2 } from "@/components/ui/icons";

/** Full-page start-up state: 'Initializing...', 'Loading authentication...' or a configuration error. */
export function AuthStatusScreen({ message, error = false, detail }: { message: string; error?: boolean; detail?: string }) {
  return (
    <div role={error ? "alert" : "status"} className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      {error ? (
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
      ) : (
        <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      )}
      <p className="text-lg font-medium">{message}</p>
      {detail ? <p className="max-w-md text-sm text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

export const AUTH_CONFIG_ERROR_DETAIL =
  "Clerk is selected but its publishable key is missing or invalid. Set NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY (pk_test_… or pk_live_…) or remove the Clerk keys to use local accounts.";
