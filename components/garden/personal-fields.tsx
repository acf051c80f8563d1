import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/ui/form-field";
import { ExposureSelect } from "./exposure-select";

/** The optional Custom Name, Location, Grows and Notes fields (docs/product.md#screens placeholders), as named form inputs. */
export function PersonalFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <FormField id={`${idPrefix}-custom-name`} label="Custom Name (Optional)">
        <Input id={`${idPrefix}-custom-name`} name="customName" maxLength={100} placeholder="My favorite tomato" />
      </FormField>
      <FormField id={`${idPrefix}-location`} label="Location (Optional)">
        <Input id={`${idPrefix}-location`} name="location" maxLength={200} placeholder="Garden bed, pot, greenhouse..." />
      </FormField>
      <FormField id={`${idPrefix}-exposure`} label="Grows (Optional)">
        <ExposureSelect id={`${idPrefix}-exposure`} name="exposure" />
      </FormField>
      <FormField id={`${idPrefix}-notes`} label="Notes (Optional)">
        <Textarea
          id={`${idPrefix}-notes`}
          name="notes"
          maxLength={2000}
          placeholder="Any special notes about this plant..."
        />
      </FormField>
    </>
  );
}
