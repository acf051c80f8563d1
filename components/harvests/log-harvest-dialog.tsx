"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useLogHarvest } from "@/hooks/use-harvests";
import { apiErrorMessage } from "@/lib/api-client";
import { HARVEST_UNITS, type HarvestUnit } from "@/lib/harvest-log";

/** Each unit's name in the unit choice, by its message key. */
const UNIT_KEYS = { g: "unitG", kg: "unitKg", oz: "unitOz", lb: "unitLb", count: "unitCount" } as const satisfies Record<HarvestUnit, string>;

/** A plant to log from, with the unit its harvests are weighed or counted in (lib/harvest-log.ts). */
type HarvestablePlant = { id: number; name: string; unit: HarvestUnit };

/** "Log Harvest": what was picked, from which plant, how much (in the plant's unit unless changed) and when. */
export function LogHarvestDialog({ plants, today, openFor }: { plants: HarvestablePlant[]; today: string; openFor?: number }) {
  const t = useTranslations("Harvests");
  const router = useRouter();
  // Opened at once for a plant when the gardener came from a completed harvest task.
  const startWith = plants.find((option) => option.id === openFor);
  const [open, setOpen] = useState(startWith !== undefined);
  const first = startWith ?? plants[0];
  const [plant, setPlant] = useState(first ? String(first.id) : "");
  const [quantity, setQuantity] = useState("");
  const [unit, setUnit] = useState<HarvestUnit>(first?.unit ?? "g");

  function choosePlant(id: string) {
    setPlant(id);
    const chosen = plants.find((option) => String(option.id) === id);
    if (chosen) setUnit(chosen.unit);
  }
  const [harvestedOn, setHarvestedOn] = useState(today);
  const [notes, setNotes] = useState("");
  const logHarvest = useLogHarvest();
  const pending = logHarvest.isPending;
  const error = logHarvest.error;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    logHarvest.mutate(
      { userPlantId: Number(plant), quantity: Number(quantity), unit, harvestedOn, notes: notes.trim() || null },
      {
        onSuccess: () => {
          setOpen(false);
          setQuantity("");
          setNotes("");
          // The harvest's year is shown, and a task's ?plant= is done with (the hook refreshes the page's data).
          router.replace("/harvests" + (harvestedOn.slice(0, 4) === today.slice(0, 4) ? "" : `?year=${harvestedOn.slice(0, 4)}`));
        },
      },
    );
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={plants.length === 0}>
        <Plus aria-hidden="true" /> {t("logHarvest")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("logTitle")}</DialogTitle>
            <DialogDescription>{t("logDescription")}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-4" onSubmit={onSubmit}>
            {error ? <ErrorAlert>{apiErrorMessage(error) ?? t("logFailed")}</ErrorAlert> : null}
            <FormField id="harvest-plant" label={t("plant")}>
              <Select value={plant} onValueChange={choosePlant}>
                <SelectTrigger id="harvest-plant">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {plants.map((option) => (
                    <SelectItem key={option.id} value={String(option.id)}>
                      {option.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <div className="grid grid-cols-2 gap-3">
              <FormField id="harvest-quantity" label={t("quantity")}>
                <Input id="harvest-quantity" type="number" inputMode="decimal" min="0" step="any" required value={quantity} onChange={(event) => setQuantity(event.target.value)} />
              </FormField>
              <FormField id="harvest-unit" label={t("unit")}>
                <Select value={unit} onValueChange={(next) => setUnit(next as HarvestUnit)}>
                  <SelectTrigger id="harvest-unit">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {HARVEST_UNITS.map((option) => (
                      <SelectItem key={option} value={option}>
                        {t(UNIT_KEYS[option])}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            </div>
            <FormField id="harvest-date" label={t("pickedOn")}>
              <Input id="harvest-date" type="date" required max={today} value={harvestedOn} onChange={(event) => setHarvestedOn(event.target.value)} />
            </FormField>
            <FormField id="harvest-notes" label={t("notesOptional")}>
              <Input id="harvest-notes" maxLength={500} value={notes} onChange={(event) => setNotes(event.target.value)} />
            </FormField>
            <FormActions submitLabel={t("logHarvest")} pendingLabel={t("logging")} pending={pending} onCancel={() => setOpen(false)} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
