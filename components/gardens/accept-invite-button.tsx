"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Loader2, Users } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { ErrorAlert } from "@/components/ui/error-alert";
import { apiErrorMessage, apiRequest } from "@/lib/api-client";

/** Joins the garden and opens the dashboard on it. */
export function AcceptInviteButton({ token, gardenName }: { token: string; gardenName: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function accept() {
    setPending(true);
    setError(null);
    try {
      await apiRequest("POST", `/api/invites/${token}/accept`);
      router.replace("/");
      router.refresh();
    } catch (failure) {
      setPending(false);
      setError(apiErrorMessage(failure) ?? `Could not join ${gardenName}. Please try again.`);
    }
  }
  return (
    <div className="grid gap-3">
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Button size="lg" onClick={accept} disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Users aria-hidden="true" />}
        {pending ? "Joining..." : "Accept Invitation"}
      </Button>
    </div>
  );
}
