"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { OwnPlantSelect } from "@/components/garden/own-plant-select";
import { MemberSelect } from "./member-select";
import { ApiErrorAlert } from "@/components/ui/error-alert";
import { FormField } from "@/components/ui/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateTask, useUpdateTask } from "@/hooks/use-tasks";
import { todayInTimeZone } from "@/lib/dates";
import { plantDisplayName } from "@/lib/plant-display";
import type { Task } from "@/lib/task-types";
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  type TaskPriority,
  type TaskType,
} from "@/lib/tasks";

function browserToday(): string {
  return todayInTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
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
  const [errors, setErrors] = useState<{ title?: string; dueDate?: string; minutes?: string }>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const estimatedMinutes = Number(minutes);
    const found = {
      title: title.trim() ? undefined : "Please enter a title.",
      dueDate: /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? undefined : "Choose a due date.",
      minutes:
        Number.isInteger(estimatedMinutes) && estimatedMinutes > 0 && estimatedMinutes <= 1440
          ? undefined
          : "Enter whole minutes, from 1 to 1440.",
    };
    setErrors(found);
    if (found.title || found.dueDate || found.minutes) return;
    const fields = {
      title: title.trim(),
      taskType,
      priority,
      dueDate,
      estimatedMinutes,
      userPlantId: plant,
      assignedTo: assignee,
    };
    const onSuccess = (saved: Task) => {
      onSaved?.(saved);
      onDone();
    };
    if (task) updateTask.mutate({ id: task.id, updates: fields }, { onSuccess });
    else createTask.mutate(fields, { onSuccess });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="task-title" label="Title" error={errors.title}>
        <Input
          id="task-title"
          value={title}
          maxLength={200}
          placeholder="Water the tomatoes"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "task-title-error" : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="task-type" label="Task Type">
          <Select value={taskType} onValueChange={(value) => setTaskType(value as TaskType)}>
            <SelectTrigger id="task-type">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TASK_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {TASK_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="task-priority" label="Priority">
          <Select value={priority} onValueChange={(value) => setPriority(value as TaskPriority)}>
            <SelectTrigger id="task-priority">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TASK_PRIORITIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {TASK_PRIORITY_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id="task-due-date" label="Due Date" error={errors.dueDate}>
          <Input
            id="task-due-date"
            type="date"
            value={dueDate}
            aria-invalid={errors.dueDate ? true : undefined}
            aria-describedby={errors.dueDate ? "task-due-date-error" : undefined}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </FormField>
        <FormField id="task-minutes" label="Estimated Minutes" error={errors.minutes}>
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
        label="Plant (Optional)"
        noneLabel="No particular plant"
        value={plant}
        onChange={setPlant}
        optionLabel={plantDisplayName}
      />
      <MemberSelect id="task-assignee" value={assignee} onChange={setAssignee} />
      <ApiErrorAlert error={saving.error} />
      <FormActions
        submitLabel={task ? "Save Task" : "Create Task"}
        pendingLabel={task ? "Saving..." : "Creating..."}
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {children}
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{task ? "Edit Task" : "Add Task"}</DialogTitle>
          <DialogDescription>
            {task
              ? "Change what, when or for which plant."
              : plantName
                ? `A care task for ${plantName}.`
                : "Plan something to do in your garden."}
          </DialogDescription>
        </DialogHeader>
        {open ? <TaskForm task={task} userPlantId={userPlantId} onSaved={onSaved} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
