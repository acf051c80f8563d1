// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/hooks/query-keys";
import { useAddCataloguePlant, type AddPlantSource } from "@/hooks/use-plants";
import { makeQueryClient } from "@/lib/query-client";
import { DiagnoseView } from "./diagnose-view";
import { inEnglish } from "@/tests/support/intl";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tomato = {
  id: 1,
  slug: "tomato",
  commonName: "Tomato",
  scientificName: "Solanum lycopersicum",
  category: "vegetable",
  waterFrequency: 2,
  harvestTime: 75,
  sunlight: "full_sun",
  careDescription: "Stake early.",
  imagePath: "/uploads/plant-images/tomato.jpg",
};

const storedDiagnosis = {
  id: 9,
  createdAt: "2026-11-21T10:00:00.000Z",
  imageUrl: "/uploads/users/u/diagnoses/9.jpg",
  userPlantId: null,
  question: null,
  aiAdvice: "Water at the base.",
  confidence: "0.9",
  source: "model",
  diagnosis: {
    plantIdentification: [{ name: "Tomato", scientificName: "Solanum lycopersicum", commonNames: [], confidence: 0.9 }],
    plantAnalysis: { plantIdentification: [], health: { status: "healthy", problems: [] } },
  },
};

/** The API as the page sees it; every request is recorded. */
function stubApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      requests.push(`${method} ${url}`);
      if (method === "POST" && (url === "/api/user-plants/from-identification" || url === "/api/user-plants")) {
        return Response.json({ id: 5, plant: tomato }, { status: 201 });
      }
      const answers: Record<string, unknown> = {
        "/api/plants": [tomato],
        "/api/user-plants": [],
        "/api/diagnoses": { diagnoses: [storedDiagnosis] },
      };
      return url in answers ? Response.json(answers[url]) : new Response("not stubbed", { status: 500 });
    }),
  );
  return requests;
}

async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = find();
    if (found) return found;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const buttonNamed = (name: string) =>
  [...document.querySelectorAll("button")].find((button) => button.textContent?.trim() === name) ?? null;

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

/** The paths of the queries invalidated from now on (whether or not they are refetched at once). */
function recordInvalidations(client: QueryClient): Set<string> {
  const invalidated = new Set<string>();
  client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "invalidate") invalidated.add(event.query.queryKey.join("/"));
  });
  return invalidated;
}

/** Everything that shows the garden: both plant lists, the dashboard counts and the tasks planned for the plants. */
const GARDEN_VIEWS = [
  queryKeys.userPlants,
  queryKeys.userPlantsWithWatering,
  queryKeys.dashboardStats,
  queryKeys.dashboardGarden,
  queryKeys.dashboardTasks,
];

describe("Diagnose page: adding an identified plant", () => {
  it("refreshes everything that shows the garden, the same as adding from My Garden", async () => {
    stubApi();
    // What the dashboard and My Garden showed before.
    for (const key of GARDEN_VIEWS) queryClient.setQueryData(key, key === queryKeys.dashboardStats ? { tasksToday: 0, recentlyPlanted: 0 } : []);
    await act(async () => {
      root.render(
        inEnglish(
          <QueryClientProvider client={queryClient}>
            <DiagnoseView status={{ mode: "model", chatModel: "m", visionModel: "v" }} />
          </QueryClientProvider>,
        ),
      );
    });

    const toggle = await waitFor(() => buttonNamed("View History"), "the history toggle");
    await act(async () => toggle.click());
    const addFromHistory = await waitFor(() => buttonNamed("Add to My Garden"), "the history entry");
    await waitFor(() => queryClient.getQueryData(queryKeys.catalogue), "the catalogue");
    await act(async () => addFromHistory.click());
    const dialog = await waitFor(() => document.querySelector('[role="dialog"]'), "the add dialog");
    expect(dialog.textContent).toContain("Add Tomato to My Garden");

    const invalidated = recordInvalidations(queryClient);
    await act(async () => dialog.querySelector("form")!.requestSubmit());
    await waitFor(() => document.querySelector('[role="dialog"]') === null, "the dialog to close");
    expect([...invalidated]).toEqual(expect.arrayContaining(GARDEN_VIEWS.map((key) => key.join("/"))));
  });

  it.each(["garden", "identification"] as const)("refreshes the same data when added from %s", async (source: AddPlantSource) => {
    stubApi();
    for (const key of GARDEN_VIEWS) queryClient.setQueryData(key, key === queryKeys.dashboardStats ? { tasksToday: 0, recentlyPlanted: 0 } : []);
    let add: ReturnType<typeof useAddCataloguePlant> | null = null;
    function AddProbe() {
      add = useAddCataloguePlant(source);
      return null;
    }
    await act(async () =>
      root.render(
        inEnglish(
          <QueryClientProvider client={queryClient}>
            <AddProbe />
          </QueryClientProvider>,
        ),
      ),
    );
    const invalidated = recordInvalidations(queryClient);
    await act(async () => {
      await add!.mutateAsync({ plantId: tomato.id });
    });
    expect([...invalidated].sort()).toEqual(GARDEN_VIEWS.map((key) => key.join("/")).sort());
  });
});

describe("Diagnose page without an AI model", () => {
  async function renderWith(status: React.ComponentProps<typeof DiagnoseView>["status"]) {
    stubApi();
    await act(async () => {
      root.render(
        inEnglish(
          <QueryClientProvider client={queryClient}>
            <DiagnoseView status={status} />
          </QueryClientProvider>,
        ),
      );
    });
    return waitFor(() => buttonNamed("Identify Only"), "the Identify Only button");
  }

  it("disables Identify Only and says why, in words for a gardener", async () => {
    const identify = await renderWith({ mode: "offline", chatModel: null, visionModel: null });
    expect(identify.disabled).toBe(true);
    const reason = document.getElementById(identify.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe(
      "Plant identification needs an AI model, which this server does not have. Analyze Plant still works: it measures the leaf colours in your photo.",
    );
    expect(document.body.textContent).toContain("Offline mode. This server has no AI model connected; the person who runs it can connect one.");
    expect(document.body.textContent).not.toMatch(/OPENAI|server settings/);
  });

  it("gives no such reason when a model is connected", async () => {
    const identify = await renderWith({ mode: "model", chatModel: "m", visionModel: "v" });
    expect(identify.hasAttribute("aria-describedby")).toBe(false);
    expect(document.body.textContent).not.toContain("Plant identification needs an AI model");
  });
});
