import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { ExposureSelect } from "./exposure-select";

/** The optional Custom Name, Location, Grows and Notes fields (docs/product.md#screens placeholders), as named form inputs. */
export function PersonalFields({ idPrefix }: { idPrefix: string }) {
  const t = useTranslations("AddPlant");
  return (
    <>
      <FormField id={`${idPrefix}-custom-name`} label={t("customName")}>
        <Input id={`${idPrefix}-custom-name`} name="customName" maxLength={100} placeholder={t("customNamePlaceholder")} />
      </FormField>
      <FormField id={`${idPrefix}-location`} label={t("location")}>
        <Input id={`${idPrefix}-location`} name="location" maxLength={200} placeholder={t("locationPlaceholder")} />
      </FormField>
      <FormField id={`${idPrefix}-exposure`} label={t("grows")}>
        <ExposureSelect id={`${idPrefix}-exposure`} name="exposure" />
      </FormField>
      <FormField id={`${idPrefix}-notes`} label={t("notes")}>
        <Textarea
          id={`${idPrefix}-notes`}
          name="notes"
          maxLength={2000}
          placeholder={t("notesPlaceholder")}
        />
      </FormField>
    </>
  );
}
