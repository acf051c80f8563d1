"use client";

import { useState } from "react";
import { Loader2, Mail } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { apiErrorMessage, apiRequest } from "@/lib/api-client";

/** Turns reminder emails off with the token from the email: no sign-in needed. */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");
  const [error, setError] = useState<string | null>(null);
  async function unsubscribe() {
    setState("pending");
    setError(null);
    try {
      await apiRequest("POST", `/api/notifications/unsubscribe/${token}`, {});
      setState("done");
    } catch (failure) {
      setState("idle");
      setError(apiErrorMessage(failure) ?? "Could not stop the emails. Please try again.");
    }
  }
  if (state === "done") {
    return (
      <p role="status" className="font-medium text-primary">
        Done: reminder emails are off. You can turn them back on in Settings.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button size="lg" onClick={unsubscribe} disabled={state === "pending"}>
        {state === "pending" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        {state === "pending" ? "Stopping..." : "Stop Reminder Emails"}
      </Button>
    </div>
  );
}
