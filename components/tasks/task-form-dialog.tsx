"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { OwnPlantSelect } from "@/components/garden/own-plant-select";
import { MemberSelect } from "./member-select";
import { PRIORITY_KEYS } from "./task-priority-badge";
import { ApiErrorAlert } from "@/components/ui/error-alert";
import { FormField } from "@/components/ui/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Button } from "@/components/ui/button";
import { RefreshCw } from "@/components/ui/icons";
import { usePlantNames } from "@/hooks/use-plant-names";
import { useCreateTask, useStopRepeating, useUpdateTask } from "@/hooks/use-tasks";
import { runtimeTimeZone, todayInTimeZone } from "@/lib/dates";
import type { Task } from "@/lib/task-types";
import { REPEAT_EVERY_DAYS_MAX, REPEAT_EVERY_DAYS_MIN, TASK_PRIORITIES, TASK_TYPE_KEYS, TASK_TYPES, type TaskPriority, type TaskType } from "@/lib/tasks";


function browserToday(): string {
  return todayInTimeZone(runtimeTimeZone());
}

type RepeatChoice = "once" | "every";

/**
 * "Stop repeating" in a repeating task's edit dialog: the task stays as it is and no next one is
 * made when it is done.
 */
function StopRepeating({ task, onStopped }: { task: Task; onStopped: (task: Task) => void }) {
  const stopRepeating = useStopRepeating();
  const t = useTranslations("Tasks");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-dashed p-3 text-sm">
      <span className="flex min-w-0 items-center gap-2 text-muted-foreground">
        <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
        {t("repeatsEvery", { count: task.repeatEveryDays! })}
      </span>
      <Button type="button" size="sm" variant="outline" disabled={stopRepeating.isPending} onClick={() => stopRepeating.mutate(task.id, { onSuccess: onStopped })}>
        {t("stopRepeating")}
      </Button>
    </div>
  );
}

function TaskForm({
  task,
  userPlantId,
  onSaved,
  onDone,
}: {
  task?: Task;
  userPlantId?: number;
  onSaved?: (task: Task) => void;
  onDone: () => void;
}) {
  const onStopped = (stopped: Task) => {
    onSaved?.(stopped);
    onDone();
  };
  const t = useTranslations("Tasks");
  const names = usePlantNames();
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const saving = task ? updateTask : createTask;
  const [title, setTitle] = useState(task?.title ?? "");
  const [taskType, setTaskType] = useState<TaskType>(task?.taskType ?? "water");
  const [priority, setPriority] = useState<TaskPriority>(task?.priority ?? "medium");
  const [dueDate, setDueDate] = useState(() => task?.dueDate ?? browserToday());
  const [minutes, setMinutes] = useState(String(task?.estimatedMinutes ?? 10));
  const [plant, setPlant] = useState<number | null>((task ? task.userPlantId : userPlantId) ?? null);
  const [assignee, setAssignee] = useState<string | null>(task?.assignedTo?.id ?? null);
  // Only the gardener's own tasks repeat: a care-plan task comes round with the plan.
  const canRepeat = !task || task.origin === "user";
  const [repeat, setRepeat] = useState<RepeatChoice>(task?.repeatEveryDays ? "every" : "once");
  const [repeatDays, setRepeatDays] = useState(String(task?.repeatEveryDays ?? 7));
  const [errors, setErrors] = useState<{ title?: string; dueDate?: string; minutes?: string; repeatDays?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const estimatedMinutes = Number(minutes);
    const everyDays = Number(repeatDays);
    const found = {
      title: title.trim() ? undefined : t("titleRequired"),
      dueDate: /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? undefined : t("dueDateRequired"),
      minutes:
        Number.isInteger(estimatedMinutes) && estimatedMinutes > 0 && estimatedMinutes <= 1440
          ? undefined
          : t("minutesInvalid"),
      repeatDays:
        !canRepeat || repeat === "once" || (repeatDays.trim() !== "" && Number.isInteger(everyDays) && everyDays >= REPEAT_EVERY_DAYS_MIN && everyDays <= REPEAT_EVERY_DAYS_MAX)
          ? undefined
          : t("repeatDaysInvalid", { min: REPEAT_EVERY_DAYS_MIN, max: REPEAT_EVERY_DAYS_MAX }),
    };
    setErrors(found);
    if (found.title || found.dueDate || found.minutes || found.repeatDays) return;
    const fields = {
      title: title.trim(),
      taskType,
      priority,
      dueDate,
      estimatedMinutes,
      userPlantId: plant,
      assignedTo: assignee,
      ...(canRepeat ? { repeatEveryDays: repeat === "every" ? everyDays : null } : {}),
    };
    const onSuccess = (saved: Task) => {
      onSaved?.(saved);
      onDone();
    };
    // A title left as shown is not sent: a planned task's is shown in the reader's language and stays the care plan's own.
    if (task) updateTask.mutate({ id: task.id, updates: fields.title === task.title ? { ...fields, title: undefined } : fields }, { onSuccess });
    else createTask.mutate(fields, { onSuccess });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="task-title" label={t("titleLabel")} error={errors.title}>
        <Input
          id="task-title"
          value={title}
          maxLength={200}
          placeholder={t("titlePlaceholder")}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "task-title-error" : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="task-type" label={t("typeLabel")}>
          <Select value={taskType} onValueChange={(value) => setTaskType(value as TaskType)}>
            <SelectTrigger id="task-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TASK_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(TASK_TYPE_KEYS[type])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="task-priority" label={t("priorityLabel")}>
          <Select value={priority} onValueChange={(value) => setPriority(value as TaskPriority)}>
            <SelectTrigger id="task-priority">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TASK_PRIORITIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(PRIORITY_KEYS[value])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="task-due-date" label={t("dueDateLabel")} error={errors.dueDate}>
          <Input
            id="task-due-date"
            type="date"
            value={dueDate}
            aria-invalid={errors.dueDate ? true : undefined}
            aria-describedby={errors.dueDate ? "task-due-date-error" : undefined}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </FormField>
        <FormField id="task-minutes" label={t("minutesLabel")} error={errors.minutes}>
          <Input
            id="task-minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            step={1}
            value={minutes}
            aria-invalid={errors.minutes ? true : undefined}
            aria-describedby={errors.minutes ? "task-minutes-error" : undefined}
            onChange={(event) => setMinutes(event.target.value)}
          />
        </FormField>
      </div>
      <OwnPlantSelect
        id="task-plant"
        label={t("plantLabel")}
        noneLabel={t("noPlant")}
        value={plant}
        onChange={setPlant}
        optionLabel={names.displayName}
      />
      <MemberSelect id="task-assignee" value={assignee} onChange={setAssignee} />
      {canRepeat ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="task-repeat" label={t("repeatLabel")}>
            <Select value={repeat} onValueChange={(value) => setRepeat(value as RepeatChoice)}>
              <SelectTrigger id="task-repeat">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="once">{t("repeatOnce")}</SelectItem>
                <SelectItem value="every">{t("repeatEveryN")}</SelectItem>
              </SelectContent>
            </Select>
          </FormField>
          {repeat === "every" ? (
            <FormField id="task-repeat-days" label={t("repeatDaysLabel")} error={errors.repeatDays}>
              <Input
                id="task-repeat-days"
                type="number"
                inputMode="numeric"
                min={REPEAT_EVERY_DAYS_MIN}
                max={REPEAT_EVERY_DAYS_MAX}
                step={1}
                value={repeatDays}
                aria-invalid={errors.repeatDays ? true : undefined}
                aria-describedby={errors.repeatDays ? "task-repeat-days-error" : "task-repeat-days-hint"}
                onChange={(event) => setRepeatDays(event.target.value)}
              />
              <p id="task-repeat-days-hint" className="text-xs text-muted-foreground">
                {t("repeatDaysHint")}
              </p>
            </FormField>
          ) : null}
        </div>
      ) : null}
      {task?.repeatEveryDays ? <StopRepeating task={task} onStopped={onStopped} /> : null}
      <ApiErrorAlert error={saving.error} />
      <FormActions
        submitLabel={task ? t("saveTask") : t("createTask")}
        pendingLabel={task ? t("saving") : t("creating")}
        pending={saving.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * A new care task (from a plant's details it starts with that plant chosen), or edits `task`.
 * `onSaved` follows a save (a server-rendered page refreshes itself there).
 */
export function TaskFormDialog({
  open,
  onOpenChange,
  task,
  userPlantId,
  plantName,
  onSaved,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task?: Task;
  userPlantId?: number;
  plantName?: string;
  onSaved?: (task: Task) => void;
  children?: ReactNode;
}) {
  const t = useTranslations("Tasks");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {children}
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{task ? t("editTitle") : t("addTask")}</DialogTitle>
          <DialogDescription>
            {task ? t("editDescription") : plantName ? t("plantDescription", { plant: plantName }) : t("addDescription")}
          </DialogDescription>
        </DialogHeader>
        {open ? <TaskForm task={task} userPlantId={userPlantId} onSaved={onSaved} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
