"use client";

import { useState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { CheckCircle2, ClipboardList, Pencil, Plus, Trash2 } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { useDashboardTasks, useTasksDoneToday } from "@/hooks/use-dashboard";
import { useFormat } from "@/hooks/use-format";
import { useDeleteTask, useTaskTick } from "@/hooks/use-tasks";
import type { Task } from "@/lib/task-types";
import { formatDueDate, formatTaskDuration, isOverdue } from "@/lib/tasks";
import { TaskFormDialog } from "./task-form-dialog";
import { TaskPriorityBadge } from "./task-priority-badge";
import { TaskRepeatNote } from "./task-repeat-note";
import { TaskTypeIcon } from "./task-type-icon";
import { WateringTaskActions } from "./watering-task-actions";

type T = ReturnType<typeof useTranslations<"Tasks">>;

/** "2 due today · 1 overdue" ("Nothing due today · 1 overdue"), as lib/tasks.ts's dueSummary. */
function dueSummary(t: T, { dueToday, overdue }: { dueToday: number; overdue: number }): string {
  const due = t("dueToday", { count: dueToday });
  return overdue === 0 ? due : t("dueAndOverdue", { due, count: overdue });
}

/** Who completed a task today: "Watered today by Sam" for a watering, "Done today by Sam" otherwise (lib/tasks.ts's doneTodayBy). */
function doneTodayBy(t: T, task: Pick<Task, "taskType" | "completedBy">): string {
  if (task.taskType === "water") return task.completedBy ? t("wateredTodayBy", { name: task.completedBy.name }) : t("wateredToday");
  return task.completedBy ? t("doneTodayBy", { name: task.completedBy.name }) : t("doneToday");
}

function TaskRow({ task, today }: { task: Task; today: string }) {
  const t = useTranslations("Tasks");
  const format = useFormat();
  const { ticked, tick, hydrated } = useTaskTick(task.id);
  const deleteTask = useDeleteTask();
  const [editing, setEditing] = useState(false);
  const overdue = isOverdue(task, today);
  const checkboxId = `task-${task.id}-done`;
  const busy = ticked || deleteTask.isPending;
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3">
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
        checked={ticked}
        disabled={!hydrated || busy}
        onChange={tick}
      />
      <div className="min-w-0 flex-1">
        <label htmlFor={checkboxId} className="flex min-w-0 cursor-pointer items-start gap-2 font-medium">
          <TaskTypeIcon type={task.taskType} className="mt-1 text-primary" />
          <span className="min-w-0 break-words">{task.title}</span>
        </label>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {overdue ? (
            <Badge variant="destructive">{t("overdue")}</Badge>
          ) : (
            <TaskPriorityBadge priority={task.priority} />
          )}
          <span>{formatTaskDuration(task.estimatedMinutes, t)}</span>
          <span>{t("due", { date: formatDueDate(task.dueDate, today, format.locale) })}</span>
          {task.repeatEveryDays ? <TaskRepeatNote repeatEveryDays={task.repeatEveryDays} /> : null}
          {task.assignedTo ? <span>{t("assignedTo", { name: task.assignedTo.name })}</span> : null}
          {task.userPlant ? (
            <Link
              href={`/plants#plant-${task.userPlant.id}`}
              className="max-w-full truncate text-primary underline-offset-4 hover:underline"
            >
              {task.userPlant.name}
            </Link>
          ) : null}
        </p>
        {task.wateringReason ? (
          <p className="mt-1 text-sm text-muted-foreground" data-testid="task-watering-reason">
            {task.wateringReason}
          </p>
        ) : null}
      </div>
      <TaskFormDialog open={editing} onOpenChange={setEditing} task={task} />
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t("editTask", { title: task.title })}
        disabled={busy}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0"
        aria-label={t("deleteTask", { title: task.title })}
        disabled={busy}
        onClick={() => deleteTask.mutate(task.id)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {task.taskType === "water" && task.userPlantId ? <WateringTaskActions task={task} today={today} disabled={busy} /> : null}
    </li>
  );
}

/** Tasks completed today in the garden, and by whom: in a shared garden, what the others did. */
function DoneToday() {
  const done = useTasksDoneToday();
  const t = useTranslations("Tasks");
  if (!done.data || done.data.length === 0) return null;
  return (
    <section aria-labelledby="done-today-heading" className="mt-4 grid gap-2">
      <h3 id="done-today-heading" className="text-sm font-semibold text-muted-foreground">
        {t("doneTodayHeading")}
      </h3>
      <ul className="grid gap-1" aria-label={t("doneTodayHeading")}>
        {done.data.map((task) => (
          <li key={task.id} className="flex items-start gap-2 text-sm">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0">
              <span className="font-medium">{task.title}</span>
              <span className="text-muted-foreground"> · {doneTodayBy(t, task)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function TaskList({ label, tasks, today }: { label: string; tasks: Task[]; today: string }) {
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={label}>
      {tasks.map((task) => (
        <TaskRow key={task.id} task={task} today={today} />
      ))}
    </ul>
  );
}

/**
 * docs/product.md#screens: the first 5 open tasks due today or overdue (the server sends only those, and how many
 * there are); ticking one completes it. With none due it says so, and shows what is coming up
 * under its own heading, each with its due date.
 */
export function TodaysTasksCard({ today }: { today: string }) {
  const tasks = useDashboardTasks();
  const [adding, setAdding] = useState(false);
  const t = useTranslations("Tasks");
  const shown = tasks.data;
  const hidden = shown ? shown.dueToday + shown.overdue - shown.due.length : 0;
  return (
    <Card role="region" aria-labelledby="todays-tasks-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <h2 id="todays-tasks-heading" className="flex items-center gap-2 text-xl font-semibold">
          <ClipboardList className="size-5 text-primary" aria-hidden="true" /> {t("title")}
        </h2>
        <TaskFormDialog open={adding} onOpenChange={setAdding} />
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> {t("addTask")}
        </Button>
      </CardHeader>
      <CardContent>
        {tasks.isPending ? (
          <p className="text-sm text-muted-foreground">{t("loading")}</p>
        ) : tasks.isError || !shown ? (
          <ErrorAlert>{t("loadFailed")}</ErrorAlert>
        ) : shown.due.length > 0 ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">{dueSummary(t, shown)}</p>
            <TaskList label={t("todayList")} tasks={shown.due} today={today} />
            {hidden > 0 ? (
              <p className="text-sm text-muted-foreground">
                {t("moreDue", { count: hidden })}{" "}
                <Link href="/schedule" className="text-primary underline-offset-4 hover:underline">
                  {t("seeAllInSchedule")}
                </Link>
              </p>
            ) : null}
          </div>
        ) : shown.comingUp.length > 0 ? (
          <div className="grid gap-3">
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden="true" /> {t("nothingDueToday")}
            </p>
            <section aria-labelledby="coming-up-heading" className="grid gap-2">
              <h3 id="coming-up-heading" className="text-sm font-semibold text-muted-foreground">
                {t("comingUp")}
              </h3>
              <TaskList label={t("comingUp")} tasks={shown.comingUp} today={today} />
            </section>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-muted-foreground">
            <CheckCircle2 className="size-8 text-primary" aria-hidden="true" />
            <p>{t("allCaughtUp")}</p>
          </div>
        )}
        <DoneToday />
      </CardContent>
    </Card>
  );
}
