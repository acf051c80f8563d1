import type { ReactNode } from "react";
import { apiErrorMessage } from "@/lib/api-client";

/**
 * A failure said out loud (role=alert): inline under a field or form, or boxed where it stands in
 * for content that could not load. No class overrides, so no class merging (as Input).
 */
export function ErrorAlert({
  id,
  boxed = false,
  children,
}: {
  id?: string;
  boxed?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      id={id}
      role="alert"
      className={
        boxed
          ? "rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
          : "text-sm font-medium text-destructive"
      }
    >
      {children}
    </p>
  );
}

/** The server's own message for a failed request (docs/product.md#messages error form), when it gave one. */
export function ApiErrorAlert({ error }: { error: unknown }) {
  const message = apiErrorMessage(error);
  return message ? <ErrorAlert>{message}</ErrorAlert> : null;
}
