import type { ReactNode } from "react";
import { apiErrorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";

/**
 * A failure said out loud (role=alert): inline under a field or form, or boxed where it stands in
 * for content that could not load.
 */
export function ErrorAlert({
  id,
  boxed = false,
  className,
  children,
}: {
  id?: string;
  boxed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role="alert"
      className={cn(
        "text-sm font-medium text-destructive",
        boxed && "rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2",
        className,
      )}
    >
      {children}
    </p>
  );
}

/** The server's own message for a failed request (spec §8 error form), when it gave one. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const message = apiErrorMessage(error);
  return message ? <ErrorAlert>{message}</ErrorAlert> : null;
}
