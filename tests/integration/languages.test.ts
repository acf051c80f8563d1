import { describe, expect, it } from "vitest";
import { GET as getCatalogue } from "@/app/api/plants/route";
import { GET as getPlanner } from "@/app/api/planner/route";
import { GET as listTasks } from "@/app/api/tasks/route";
import { PATCH as patchUser } from "@/app/api/user/route";
import { POST as addPlant } from "@/app/api/user-plants/route";
import { GET as listWithWatering } from "@/app/api/user-plants/with-watering/route";
import { GET as getTokens, POST as createToken } from "@/app/api/tokens/route";
import { DELETE as deleteUserPlant } from "@/app/api/user-plants/[id]/route";
import { GET as getUser } from "@/app/api/user/route";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

type CatalogueEntry = { id: number; slug: string; commonName: string; careDescription: string; scientificName: string; waterFrequency: string };

async function gardenerIn(locale: string): Promise<TestUser> {
  const gardener = await signUp("Greta Garten");
  expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { locale }, token: gardener.token }))).status).toBe(200);
  return gardener;
}

/** A request with the caller's Accept-Language. */
function asking(path: string, language: string, init: Parameters<typeof jsonRequest>[1] = {}): Request {
  const request = jsonRequest(path, init);
  request.headers.set("accept-language", language);
  return request;
}

const apiErrorsIn = async (locale: (typeof LOCALES)[number]) => (await messagesFor(locale, ["server"])).ApiErrors;

const catalogueOf = async (gardener: TestUser) => (await call(getCatalogue, jsonRequest("/api/plants", { token: gardener.token }))).body as CatalogueEntry[];

describe("the API in the gardener's language (issue 37)", () => {
  it("gives the catalogue's names and care texts in it, sorted as it sorts, the facts unchanged", async () => {
    const english = await catalogueOf(await signUp());
    const german = await catalogueOf(await gardenerIn("de"));
    const tomato = (list: CatalogueEntry[]) => list.find((plant) => plant.slug === "tomato")!;
    expect(tomato(english).commonName).toBe("Tomato");
    expect(tomato(german)).toMatchObject({ commonName: "Tomate", scientificName: tomato(english).scientificName, waterFrequency: tomato(english).waterFrequency });
    expect(tomato(german).careDescription).not.toBe(tomato(english).careDescription);
    expect(german).toHaveLength(english.length);
    const names = german.map((plant) => plant.commonName);
    expect(names).toEqual([...names].sort(new Intl.Collator("de", { sensitivity: "base" }).compare));
  });

  it("lays out the planner with the catalogue's names in the gardener's language", async () => {
    const gardener = await gardenerIn("fr");
    const plan = (await call(getPlanner, jsonRequest("/api/planner", { token: gardener.token }))).body as { items: { commonName: string }[] };
    const names = new Set(plan.items.map((item) => item.commonName));
    expect(names.has("Tomate")).toBe(true);
    expect(names.has("Tomato")).toBe(false);
  });

  it("names a gardener's catalogue plant, and the care plan's tasks for it, in their language", async () => {
    const gardener = await gardenerIn("es");
    const tomato = (await catalogueOf(gardener)).find((plant) => plant.slug === "tomato")!;
    expect((await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: tomato.id }, token: gardener.token }))).status).toBe(201);
    const [plant] = (await call(listWithWatering, jsonRequest("/api/user-plants/with-watering", { token: gardener.token }))).body as { plant: { commonName: string } }[];
    expect(plant!.plant.commonName).toBe("Tomate");
    const tasks = (await call(listTasks, jsonRequest("/api/tasks?filter=open", { token: gardener.token }))).body as { title: string; userPlant: { name: string } }[];
    expect(tasks.map((task) => task.title)).toContain("Regar Tomate");
    expect(tasks.map((task) => task.userPlant.name)).toContain("Tomate");
    // The same garden's tasks read by an English gardener say it in English.
    const english = await signUp();
    const englishTomato = (await catalogueOf(english)).find((entry) => entry.slug === "tomato")!;
    await call(addPlant, jsonRequest("/api/user-plants", { body: { plantId: englishTomato.id }, token: english.token }));
    const englishTasks = (await call(listTasks, jsonRequest("/api/tasks?filter=open", { token: english.token }))).body as { title: string }[];
    expect(englishTasks.map((task) => task.title)).toContain("Water Tomato");
  });

  describe("its error messages", () => {
    it("says what was wrong with a request, and its fields, in the gardener's language", async () => {
      for (const locale of LOCALES) {
        const words = await apiErrorsIn(locale);
        const gardener = await gardenerIn(locale);
        const refused = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { units: "kelvin" }, token: gardener.token }));
        expect(refused.status).toBe(400);
        expect(refused.body.error).toBe(words.chooseMetricImperialUnits);
        expect(refused.body.issues[0]).toMatchObject({ path: ["units"], message: words.chooseMetricImperialUnits });
        // Another field, another message.
        const long = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "x".repeat(500) }, token: gardener.token }));
        expect(long.status).toBe(400);
        expect(long.body.error).toBe(words.locationTooLong);
        const missing = await call(deleteUserPlant, jsonRequest("/api/user-plants/2147483000", { method: "DELETE", token: gardener.token }), { id: "2147483000" });
        expect(missing.status).toBe(404);
        expect(missing.body.error).toBe(words.plantFound);
      }
      const words = await apiErrorsIn("de");
      expect(words.plantFound).toBe("Diese Pflanze wurde nicht gefunden.");
    });

    it("answers the signed-out in their browser's language", async () => {
      for (const locale of LOCALES) {
        const refused = await call(getUser, asking("/api/user", `${locale}-XX,${locale};q=0.9`));
        expect(refused.status).toBe(401);
        expect(refused.body.error).toBe((await apiErrorsIn(locale)).needSignFirst);
      }
      expect((await call(getUser, asking("/api/user", "ja"))).body.error).toBe("You need to sign in first.");
    });

    it("answers a personal API token in the language it asks for, else the gardener's", async () => {
      const gardener = await gardenerIn("de");
      const made = await call(createToken, jsonRequest("/api/tokens", { body: { name: "Script" }, token: gardener.token }));
      expect(made.status).toBe(201);
      const spanish = await call(getTokens, asking("/api/tokens", "es-ES", { token: made.body.token }));
      expect(spanish.status).toBe(403);
      expect(spanish.body.error).toBe((await apiErrorsIn("es")).sessionOnlyAccount);
      const unasked = await call(getTokens, jsonRequest("/api/tokens", { token: made.body.token }));
      expect(unasked.body.error).toBe((await apiErrorsIn("de")).sessionOnlyAccount);
      // The gardener's own browser follows their profile, whatever it sends.
      const browser = await call(patchUser, asking("/api/user", "fr", { method: "PATCH", body: { units: "kelvin" }, token: gardener.token }));
      expect(browser.body.error).toBe((await apiErrorsIn("de")).chooseMetricImperialUnits);
    });
  });
});
