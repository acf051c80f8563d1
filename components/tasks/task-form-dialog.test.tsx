// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/lib/query-client";
import { inEnglish } from "@/tests/support/intl";
import type { Task } from "@/lib/task-types";
import { renderToStaticMarkup } from "react-dom/server";
import { TaskFormDialog } from "./task-form-dialog";
import { TaskRepeatNote } from "./task-repeat-note";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const repeating: Task = {
  id: 1,
  title: "Turn the compost",
  completed: false,
  completedAt: null,
  completedBy: null,
  assignedTo: null,
  wateringReason: null,
  repeatEveryDays: 3,
  dueDate: "2026-11-21",
  priority: "medium",
  taskType: "inspect",
  estimatedMinutes: 10,
  origin: "user",
  userPlantId: null,
  userPlant: null,
  createdAt: "2026-11-20T08:00:00.000Z",
};

/** The API as the form sees it; every write is recorded with its body. */
function stubApi() {
  const writes: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
        writes.push({ method, url, body });
        return Response.json({ ...repeating, ...body }, { status: method === "POST" ? 201 : 200 });
      }
      const answers: Record<string, unknown> = { "/api/user-plants": [], "/api/gardens": { gardens: [] } };
      return url in answers ? Response.json(answers[url]) : Response.json([]);
    }),
  );
  return writes;
}

async function settle() {
  for (let tick = 0; tick < 20; tick++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const buttonNamed = (name: string) => [...document.querySelectorAll("button")].find((button) => button.textContent?.trim() === name) ?? null;

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => document.querySelector<HTMLFormElement>('[role="dialog"] form')!.requestSubmit());
  await settle();
}

let root: Root;
let queryClient: QueryClient;

beforeEach(() => {
  queryClient = makeQueryClient();
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function open(task?: Task) {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  await act(async () => {
    root.render(
      inEnglish(
        <QueryClientProvider client={queryClient}>
          <TaskFormDialog open onOpenChange={onOpenChange} task={task} onSaved={onSaved} />
        </QueryClientProvider>,
      ),
    );
  });
  await settle();
  return { onOpenChange, onSaved };
}

describe("the task form's Repeat", () => {
  it("a new task does not repeat unless asked to", async () => {
    const writes = stubApi();
    await open();
    expect(document.querySelector('label[for="task-repeat"]')?.textContent).toBe("Repeat");
    expect(byId("task-repeat")?.textContent).toContain("Does not repeat");
    expect(byId("task-repeat-days")).toBeNull();
    await type(byId<HTMLInputElement>("task-title")!, "Tie in the beans");
    await submit();
    expect(writes).toEqual([{ method: "POST", url: "/api/tasks", body: expect.objectContaining({ title: "Tie in the beans", repeatEveryDays: null }) }]);
  });

  it("edits how often a repeating task comes round, within 1 to 365 whole days", async () => {
    const writes = stubApi();
    await open(repeating);
    expect(byId("task-repeat")?.textContent).toContain("Every N days");
    const days = byId<HTMLInputElement>("task-repeat-days")!;
    expect(document.querySelector('label[for="task-repeat-days"]')?.textContent).toBe("Repeat every (days)");
    expect(days.value).toBe("3");
    for (const wrong of ["0", "366", "1.5", ""]) {
      await type(days, wrong);
      await submit();
      expect(byId("task-repeat-days-error")?.textContent, wrong).toBe("Enter whole days, from 1 to 365.");
      expect(days.getAttribute("aria-invalid")).toBe("true");
    }
    expect(writes).toEqual([]);
    await type(days, "5");
    await submit();
    expect(writes).toEqual([{ method: "PATCH", url: "/api/tasks/1", body: expect.objectContaining({ repeatEveryDays: 5 }) }]);
  });

  it("Stop repeating sends repeatEveryDays: null and closes the dialog", async () => {
    const writes = stubApi();
    const { onOpenChange, onSaved } = await open(repeating);
    expect(document.body.textContent).toContain("Repeats every 3 days");
    await act(async () => buttonNamed("Stop repeating")!.click());
    await settle();
    expect(writes).toEqual([{ method: "PATCH", url: "/api/tasks/1", body: { repeatEveryDays: null } }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1, repeatEveryDays: null }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("a care-plan task offers no repeat, and its edits say nothing of one", async () => {
    const writes = stubApi();
    await open({ ...repeating, origin: "schedule", repeatEveryDays: null, title: "Water Genovese", taskType: "water" });
    expect(byId("task-repeat")).toBeNull();
    expect(buttonNamed("Stop repeating")).toBeNull();
    await submit();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).not.toHaveProperty("repeatEveryDays");
  });
});

describe("a repeating task in a list", () => {
  it("says how often, with an icon named for screen readers", () => {
    const html = renderToStaticMarkup(inEnglish(<TaskRepeatNote repeatEveryDays={3} />));
    expect(html).toContain("Repeats every 3 days");
    expect(html).toMatch(/<svg role="img" aria-label="Repeating task"/);
    expect(html).not.toContain("aria-hidden");
  });
});
