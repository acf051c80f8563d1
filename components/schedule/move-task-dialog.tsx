"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiErrorAlert } from "@/components/ui/error-alert";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useUpdateTask } from "@/hooks/use-tasks";
import type { Task } from "@/lib/task-types";

function MoveTaskForm({ task, today, onMoved, onDone }: { task: Task; today: string; onMoved: () => void; onDone: () => void }) {
  const t = useTranslations("Schedule");
  const updateTask = useUpdateTask();
  const [dueDate, setDueDate] = useState(task.dueDate);
  const [error, setError] = useState<string>();
  const fieldId = `move-task-${task.id}-date`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)
      ? t("chooseDay")
      : dueDate < today
        ? t("chooseLaterDay")
        : undefined;
    setError(problem);
    if (problem) return;
    if (dueDate === task.dueDate) return onDone();
    updateTask.mutate(
      { id: task.id, updates: { dueDate } },
      {
        onSuccess: () => {
          onMoved();
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={fieldId} label={t("newDueDate")} error={error}>
        <Input
          id={fieldId}
          type="date"
          min={today}
          value={dueDate}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setDueDate(event.target.value)}
        />
      </FormField>
      <ApiErrorAlert error={updateTask.error} />
      <FormActions submitLabel={t("moveTask")} pendingLabel={t("moving")} pending={updateTask.isPending} onCancel={onDone} />
    </form>
  );
}

/** Moves a task to another day (PATCH its due date); a planned task moved becomes the gardener's own. */
export function MoveTaskDialog({
  task,
  today,
  open,
  onOpenChange,
  onMoved,
}: {
  task: Task;
  /** The gardener's today: a task moves to it or later. */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMoved: () => void;
}) {
  const t = useTranslations("Schedule");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t("moveTask")}</DialogTitle>
          <DialogDescription>{t("moveDescription", { title: task.title })}</DialogDescription>
        </DialogHeader>
        {open ? <MoveTaskForm task={task} today={today} onMoved={onMoved} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
