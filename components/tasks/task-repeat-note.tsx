import { useTranslations } from "next-intl";
import { RefreshCw } from "@/components/ui/icons";

/** "Repeats every N days" on a repeating task in a list, its icon named for screen readers. */
export function TaskRepeatNote({ repeatEveryDays }: { repeatEveryDays: number }) {
  const t = useTranslations("Tasks");
  return (
    <span className="inline-flex min-w-0 items-center gap-1" data-testid="task-repeat">
      <RefreshCw className="size-3.5 shrink-0" role="img" aria-label={t("repeatingTask")} />
      <span className="min-w-0 break-words">{t("repeatsEvery", { count: repeatEveryDays })}</span>
    </span>
  );
}
