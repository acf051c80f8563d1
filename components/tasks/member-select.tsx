"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useGardenMembers, useGardens } from "@/hooks/use-gardens";

const ANYONE = "anyone";

/** In a shared garden: whom a task is for, or anyone (`null`). A garden of one shows nothing. */
export function MemberSelect({ id, value, onChange }: { id: string; value: string | null; onChange: (memberId: string | null) => void }) {
  const gardens = useGardens();
  const open = gardens.data?.find((garden) => garden.active);
  const members = useGardenMembers(open && open.memberCount > 1 ? open.id : undefined);
  const t = useTranslations("Tasks");
  if (!members.data || members.data.length < 2) return null;
  return (
    <FormField id={id} label={t("assigneeLabel")}>
      <Select value={value ?? ANYONE} onValueChange={(next) => onChange(next === ANYONE ? null : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANYONE}>{t("anyone")}</SelectItem>
          {members.data.map((member) => (
            <SelectItem key={member.userId} value={member.userId}>
              {member.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
