"use client";

import type { FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { FormField } from "@/components/garden/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

export type AddPlantFields = { customName: string; location: string; notes: string };

/** 'Add {plant} to My Garden': optional custom name, location and notes. */
export function AddIdentifiedPlantDialog({
  plantName,
  open,
  pending,
  onOpenChange,
  onAdd,
}: {
  plantName: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (fields: AddPlantFields) => void;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    onAdd({ customName: text("customName"), location: text("location"), notes: text("notes") });
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add {plantName} to My Garden</DialogTitle>
          <DialogDescription>Give it your own name and say where it grows.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4">
          <FormField id="identified-custom-name" label="Custom Name (Optional)">
            <Input id="identified-custom-name" name="customName" maxLength={100} placeholder="My favorite tomato" />
          </FormField>
          <FormField id="identified-location" label="Location (Optional)">
            <Input id="identified-location" name="location" maxLength={200} placeholder="Garden bed, pot, greenhouse..." />
          </FormField>
          <FormField id="identified-notes" label="Notes (Optional)">
            <Textarea id="identified-notes" name="notes" maxLength={2000} placeholder="Any special notes about this plant..." />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {pending ? "Adding..." : "Add Plant"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
