// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { dehydrate, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDashboardGarden, useDashboardStats, useDashboardTasks } from "@/hooks/use-dashboard";
import { useUserPlantsWithWatering } from "@/hooks/use-plants";
import { queryKeys } from "@/hooks/query-keys";
import { makeQueryClient } from "@/lib/query-client";
import type { DashboardTasks } from "@/lib/dashboard-types";
import type { Task } from "@/lib/task-types";
import { HydrateQueries } from "./hydrate-queries";
import { ServerData } from "./server-data";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const task = (id: number, title: string): Task => ({
  id,
  title,
  completed: false,
  completedAt: null,
  completedBy: null,
  assignedTo: null,
  wateringReason: null,
  repeatEveryDays: null,
  dueDate: "2026-11-21",
  priority: "medium",
  taskType: "water",
  estimatedMinutes: 5,
  origin: "schedule",
  userPlantId: null,
  userPlant: null,
  createdAt: "2026-11-20T10:00:00.000Z",
});

/** Today's Tasks' answer when these tasks are all due today. */
const dueToday = (due: Task[]): DashboardTasks => ({ due, dueToday: due.length, overdue: 0, comingUp: [] });

/** What each render showed: the task titles and the count of tasks today. */
const shown: string[] = [];
function DashboardProbe() {
  const tasks = useDashboardTasks().data?.due ?? [];
  const stats = useDashboardStats().data;
  useDashboardGarden();
  shown.push(`${tasks.map((item) => item.title).join(",")} | ${stats?.tasksToday ?? "-"}`);
  return null;
}

let root: Root;
let queryClient: QueryClient;
let requests: string[];

beforeEach(() => {
  shown.length = 0;
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requests.push(url);
      return Response.json(url === "/api/dashboard/stats" ? { tasksToday: 99, recentlyPlanted: 0 } : { due: [], dueToday: 0, overdue: 0, comingUp: [] });
    }),
  );
  queryClient = makeQueryClient();
  root = createRoot(document.createElement("div"));
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderPage(serverTasks: Task[], tasksToday: number) {
  await act(async () => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <ServerData dashboardTasks={dueToday(serverTasks)} dashboardStats={{ tasksToday, recentlyPlanted: 0 }} dashboardGarden={{ plants: [], total: 0 }}>
          <DashboardProbe />
        </ServerData>
      </QueryClientProvider>,
    );
  });
}

describe("ServerData: what the server rendered reaches the client cache", () => {
  it("shows the server's answers from the first render, without fetching them again", async () => {
    await renderPage([task(1, "Water Basil")], 1);
    expect(shown[0]).toBe("Water Basil | 1");
    expect(requests).toEqual([]);
  });

  it("the plants My Garden's server render had are not fetched again on mount", async () => {
    function GardenProbe() {
      useUserPlantsWithWatering();
      return null;
    }
    await act(async () =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <ServerData userPlantsWithWatering={[]}>
            <GardenProbe />
          </ServerData>
        </QueryClientProvider>,
      ),
    );
    expect(requests).toEqual([]);
  });

  it("replaces an earlier answer when the server renders a newer one (navigating back to a page)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T08:00:00Z"), toFake: ["Date"] });
    queryClient.setQueryData(queryKeys.dashboardTasks, dueToday([task(1, "Water Basil")]));
    queryClient.setQueryData(queryKeys.dashboardStats, { tasksToday: 1, recentlyPlanted: 0 });
    // A change elsewhere marked the tasks stale; the server's new render already includes it.
    await queryClient.invalidateQueries({ queryKey: queryKeys.dashboardTasks });
    vi.setSystemTime(new Date("2026-11-21T09:00:00Z"));

    await renderPage([task(1, "Water Basil"), task(2, "Inspect Basil")], 2);
    expect(shown[0]).toBe("Water Basil,Inspect Basil | 2");
    expect(requests).toEqual([]);
  });

  it("keeps a newer cached answer over an older server render (a page restored from the router cache)", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-21T08:00:00Z"), toFake: ["Date"] });
    // The payload the server rendered at 08:00, as the router cache restores it.
    const server = new QueryClient();
    server.setQueryData(queryKeys.dashboardTasks, dueToday([task(1, "Water Basil")]));
    const restoredPayload = dehydrate(server);
    vi.setSystemTime(new Date("2026-11-21T09:00:00Z"));
    queryClient.setQueryData(queryKeys.dashboardTasks, dueToday([])); // the gardener deleted the task since

    await act(async () =>
      root.render(
        <QueryClientProvider client={queryClient}>
          <HydrateQueries state={restoredPayload}>
            <DashboardProbe />
          </HydrateQueries>
        </QueryClientProvider>,
      ),
    );
    expect(shown[0]).toMatch(/^ \| /);
  });
});
