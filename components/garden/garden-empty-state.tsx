import { useTranslations } from "next-intl";
import { Sprout } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

export function GardenEmptyState({ onAdd }: { onAdd: () => void }) {
  const t = useTranslations("Garden");
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <Sprout className="size-12 text-primary" aria-hidden="true" />
      <h2 className="text-xl font-semibold">{t("emptyTitle")}</h2>
      <p className="max-w-sm text-muted-foreground">{t("emptyText")}</p>
      <Button onClick={onAdd}>{t("emptyAction")}</Button>
    </div>
  );
}
