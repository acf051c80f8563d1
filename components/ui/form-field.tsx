import type { ReactNode } from "react";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Label } from "@/components/ui/label";

/** A label, its control and an optional error, wired together for screen readers. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <ErrorAlert id={`${id}-error`}>{error}</ErrorAlert> : null}
    </div>
  );
}
