import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { POST as regenerate } from "@/app/api/calendar/regenerate/route";
import { GET as getCalendar } from "@/app/api/calendar/route";
import { GET as getFeed } from "@/app/calendar/[feed]/route";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { POST as createTask } from "@/app/api/tasks/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { BASE_URL, call, jsonRequest, signUp, type TestUser } from "../support/api";
import { POST as createGarden } from "@/app/api/gardens/route";
import { PATCH as patchUser } from "@/app/api/user/route";

async function feedUrl(user: TestUser) {
  const { status, body } = await call(getCalendar, jsonRequest("/api/calendar", { token: user.token }));
  expect(status).toBe(200);
  return body.url as string;
}

async function fetchFeed(url: string) {
  const path = new URL(url).pathname;
  const feed = path.slice("/calendar/".length);
  const response = await getFeed(new Request(`${BASE_URL}${path}`), { params: Promise.resolve({ feed }) });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("calendar feed", () => {
  it("speaks the gardener's language: its name, and each task's title and details", async () => {
    const gardener = await signUp();
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "fr" }, token: gardener.token }))).status).toBe(200);
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; slug: string }[];
    await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.slug === "tomato")!.id, customName: "Big Red" }, token: gardener.token }));
    const calendar = new ICAL.Component(ICAL.parse((await fetchFeed(await feedUrl(gardener))).text));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Garden Assistant : tâches du jardin");
    const watering = calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event)).find((event) => event.description.startsWith("Arroser"));
    expect(watering?.summary).toMatch(/^Arroser Big Red/);
    expect(watering?.description).toContain("Plante : Big Red");
  });

  it("serves the gardener's open tasks, planned ones included, as iCalendar", async () => {
    const gardener = await signUp();
    const neighbour = await signUp();
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; commonName: string }[];
    const tomato = catalogue.find((plant) => plant.commonName === "Tomato")!.id;
    await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: tomato, customName: "Big Red" }, token: gardener.token }));
    await call(createTask, jsonRequest("/api/tasks", { body: { title: "Order seeds, compost", dueDate: "2026-12-01", taskType: "prune" }, token: gardener.token }));
    await call(createTask, jsonRequest("/api/tasks", { body: { title: "Neighbour's secret", dueDate: "2026-12-01", taskType: "prune" }, token: neighbour.token }));

    const url = await feedUrl(gardener);
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(gardener)).toBe(url);

    const { status, type, text } = await fetchFeed(url);
    expect(status).toBe(200);
    expect(type).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    const summaries = events.map((event) => event.summary).sort();
    expect(summaries).toEqual(["Inspect Big Red for pests and disease (Test's Garden)", "Order seeds, compost (Test's Garden)", "Water Big Red (Test's Garden)"]);
  });

  it("names the care plan's tasks in the gardener's language; their own tasks stay as they wrote them", async () => {
    const gardener = await signUp();
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale: "de" }, token: gardener.token }))).status).toBe(200);
    // By slug: the catalogue's names are in the gardener's language.
    const catalogue = (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as { id: number; slug: string }[];
    await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: catalogue.find((plant) => plant.slug === "tomato")!.id, customName: "Big Red" }, token: gardener.token }));
    await call(createTask, jsonRequest("/api/tasks", { body: { title: "Water the greenhouse", dueDate: "2026-12-01", taskType: "water" }, token: gardener.token }));
    const { text } = await fetchFeed(await feedUrl(gardener));
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary).sort()).toEqual([
      "Big Red auf Schädlinge und Krankheiten kontrollieren (Test's Garden)",
      "Big Red gießen (Test's Garden)",
      "Water the greenhouse (Test's Garden)",
    ]);
  });

  it("lists the open tasks of every garden of the gardener's, each named with its garden", async () => {
    const gardener = await signUp();
    await call(createTask, jsonRequest("/api/tasks", { body: { title: "Net the brassicas", dueDate: "2026-12-01", taskType: "prune" }, token: gardener.token }));
    const made = await call(createGarden, jsonRequest("/api/gardens", { body: { name: "Allotment" }, token: gardener.token }));
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { activeGardenId: made.body.garden.id }, token: gardener.token }));
    await call(createTask, jsonRequest("/api/tasks", { body: { title: "Dig potatoes", dueDate: "2026-12-02", taskType: "harvest" }, token: gardener.token }));
    const { text } = await fetchFeed(await feedUrl(gardener));
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary).sort()).toEqual(["Dig potatoes (Allotment)", "Net the brassicas (Test's Garden)"]);
    expect(events.find((event) => event.summary.startsWith("Dig"))!.description).toContain("Garden: Allotment");
  });

  it("a regenerated URL replaces the old one; unknown tokens are 404; signed out is 401", async () => {
    const gardener = await signUp();
    const oldUrl = await feedUrl(gardener);
    const { body } = await call(regenerate, jsonRequest("/api/calendar/regenerate", { method: "POST", token: gardener.token }));
    expect(body.url).not.toBe(oldUrl);
    expect((await fetchFeed(oldUrl)).status).toBe(404);
    expect((await fetchFeed(body.url)).status).toBe(200);
    expect((await fetchFeed(`${BASE_URL}/calendar/not-a-token.ics`)).status).toBe(404);
    expect((await fetchFeed(body.url.replace(".ics", ".txt"))).status).toBe(404);
    expect((await call(getCalendar, jsonRequest("/api/calendar"))).status).toBe(401);
    expect((await call(regenerate, jsonRequest("/api/calendar/regenerate", { method: "POST" }))).status).toBe(401);
  });
});
