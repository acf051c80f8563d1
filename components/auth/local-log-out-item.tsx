"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { LogOutItem } from "@/components/layout/log-out-item";
import { signOut as endSession } from "@/lib/auth-requests";

export function LocalLogOutItem() {
  const router = useRouter();
  const t = useTranslations("Toasts");
  const [busy, setBusy] = useState(false);
  async function signOut() {
    if (busy) return;
    setBusy(true);
    const { error } = await endSession();
    setBusy(false);
    if (error) {
      toast.error(t("logOutFailed"), { description: t("tryAgain") });
      return;
    }
    router.replace("/");
    router.refresh();
  }
  return <LogOutItem onSelect={() => void signOut()} />;
}
