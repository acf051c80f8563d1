"use client";

import Link from "next/link";
import { useState } from "react";
import { formatTaskDuration } from "@/lib/tasks";
import { useTranslations } from "next-intl";
import { TaskFormDialog } from "@/components/tasks/task-form-dialog";
import { TaskPriorityBadge } from "@/components/tasks/task-priority-badge";
import { TaskRepeatNote } from "@/components/tasks/task-repeat-note";
import { TaskTypeIcon } from "@/components/tasks/task-type-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CalendarDays, Pencil } from "@/components/ui/icons";
import { useServerRefresh } from "@/hooks/use-server-refresh";
import { useTaskTick } from "@/hooks/use-tasks";
import type { Task } from "@/lib/task-types";
import { MoveTaskDialog } from "./move-task-dialog";
import { WateringTaskActions } from "@/components/tasks/watering-task-actions";

/**
 * One task of the Care Schedule: tick to complete, edit, or move to another day. The page is
 * server-rendered, so after a change it is rendered again (and the task leaves or moves).
 * Side by side when there is room, stacked in a narrow day of the week grid.
 */
export function ScheduleTaskItem({ task, today, overdueSince }: { task: Task; today: string; overdueSince?: string }) {
  const t = useTranslations("Schedule");
  const tTasks = useTranslations("Tasks");
  const { refresh, refreshing } = useServerRefresh();
  const [editing, setEditing] = useState(false);
  const [moving, setMoving] = useState(false);
  const { ticked, tick, hydrated } = useTaskTick(task.id, refresh);
  const checkboxId = `schedule-task-${task.id}-done`;
  const busy = ticked || refreshing;
  const taskDuration = (minutes: number) => formatTaskDuration(minutes, tTasks);
  return (
    <li className="@container rounded-lg border bg-card text-card-foreground shadow-xs">
      <div className="flex flex-col gap-1 p-2 @xs:flex-row @xs:items-start @xs:gap-3 @xs:p-3">
        <div className="flex min-w-0 flex-1 items-start gap-2">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
            checked={ticked}
            disabled={!hydrated || busy}
            onChange={tick}
          />
          <div className="min-w-0 flex-1">
            <label htmlFor={checkboxId} className="flex cursor-pointer items-start gap-1.5 text-sm leading-snug font-medium">
              <TaskTypeIcon type={task.taskType} className="mt-0.5 text-primary" />
              <span className="min-w-0 break-words">{task.title}</span>
            </label>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
              {overdueSince ? <Badge variant="destructive">{t("overdueSince", { date: overdueSince })}</Badge> : <TaskPriorityBadge priority={task.priority} />}
              <span>{taskDuration(task.estimatedMinutes)}</span>
              {task.repeatEveryDays ? <TaskRepeatNote repeatEveryDays={task.repeatEveryDays} /> : null}
              {task.assignedTo ? <span>{tTasks("assignedTo", { name: task.assignedTo.name })}</span> : null}
              {task.userPlant ? (
                <Link href={`/plants#plant-${task.userPlant.id}`} className="max-w-full truncate text-primary underline-offset-4 hover:underline">
                  {task.userPlant.name}
                </Link>
              ) : null}
            </p>
            {task.wateringReason ? <p className="mt-1 text-xs text-muted-foreground">{task.wateringReason}</p> : null}
          </div>
        </div>
        <div className="flex shrink-0 justify-end gap-1">
          <Button variant="ghost" size="icon" className="size-8" aria-label={tTasks("editTask", { title: task.title })} disabled={busy} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8" aria-label={t("moveTaskLabel", { title: task.title })} disabled={busy} onClick={() => setMoving(true)}>
            <CalendarDays aria-hidden="true" />
          </Button>
          {task.taskType === "water" && task.userPlantId ? <WateringTaskActions task={task} today={today} disabled={busy} /> : null}
        </div>
      </div>
      <TaskFormDialog open={editing} onOpenChange={setEditing} task={task} onSaved={refresh} />
      <MoveTaskDialog task={task} today={today} open={moving} onOpenChange={setMoving} onMoved={refresh} />
    </li>
  );
}
