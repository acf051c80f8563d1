import { describe, expect, it } from "vitest";
import { GET, PATCH } from "@/app/api/user/route";
import { randomUUID } from "node:crypto";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import french from "@/locales/fr/server.json";
import { call, jsonRequest, signUp } from "../support/api";

describe("GET/PATCH /api/user", () => {
  it("answers 401 when signed out", async () => {
    expect((await call(GET, jsonRequest("/api/user"))).status).toBe(401);
    expect((await call(PATCH, jsonRequest("/api/user", { method: "PATCH", body: { location: "Leeds" } }))).status).toBe(401);
  });

  it("returns the profile with defaults for a new gardener", async () => {
    const gardener = await signUp("Ada Lovelace");
    const { status, body } = await call(GET, jsonRequest("/api/user", { token: gardener.token }));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      id: gardener.id,
      email: gardener.email,
      name: "Ada Lovelace",
      location: null,
      climateZone: null,
      gardenType: null,
      experienceLevel: null,
      timezone: "UTC",
      // Metric until chosen (or until the browser's language picks, on the first page).
      units: "metric",
      locale: "en",
      plan: "free",
    });
  });

  it("starts with the units and the language the browser asked for at sign-up", async () => {
    const profileAfterSignUp = async (acceptLanguage?: string) => {
      const request = jsonRequest("/api/auth/sign-up/email", { body: { name: "Ada", email: `gardener-${randomUUID()}@example.com`, password: "correct-horse-42" } });
      if (acceptLanguage) request.headers.set("accept-language", acceptLanguage);
      const response = await authPost(request);
      expect(response.status).toBe(200);
      const token = response.headers.get("set-auth-token")!;
      const { units, locale } = (await call(GET, jsonRequest("/api/user", { token }))).body.user;
      return { units, locale };
    };
    expect(await profileAfterSignUp("en-US,en;q=0.9")).toEqual({ units: "imperial", locale: "en" });
    expect(await profileAfterSignUp("de-DE,de;q=0.9,en-US;q=0.8")).toEqual({ units: "metric", locale: "de" });
    expect(await profileAfterSignUp("fr;q=0.5, en-US")).toEqual({ units: "imperial", locale: "en" });
    expect(await profileAfterSignUp("fr-CA,en-US;q=0.5")).toEqual({ units: "metric", locale: "fr" });
    expect(await profileAfterSignUp("en-GB")).toEqual({ units: "metric", locale: "en" });
    // A language the app does not speak yet: the next one asked for that it does.
    expect(await profileAfterSignUp("pt-BR,pt;q=0.9,es;q=0.8")).toEqual({ units: "metric", locale: "es" });
    expect(await profileAfterSignUp()).toEqual({ units: "metric", locale: "en" });
  });

  it("keeps the language the gardener reads, and refuses any other", async () => {
    const gardener = await signUp();
    const patch = (body: unknown) => call(PATCH, jsonRequest("/api/user", { method: "PATCH", body, token: gardener.token }));
    expect((await patch({ locale: "fr" })).body.user.locale).toBe("fr");
    expect((await call(GET, jsonRequest("/api/user", { token: gardener.token }))).body.user.locale).toBe("fr");
    for (const locale of ["it", "DE", "de-DE", "", null, 7]) {
      const bad = await patch({ locale });
      expect(bad.status, String(locale)).toBe(400);
      // Said in the gardener's language, French by now.
      expect(bad.body.error).toBe(french.ApiErrors.chooseEnglishGermanSpanishFrench);
    }
    expect((await patch({ locale: "en", units: "imperial" })).body.user).toMatchObject({ locale: "en", units: "imperial" });
  });

  it("keeps the units the gardener reads, and refuses any other", async () => {
    const gardener = await signUp();
    const patch = (body: unknown) => call(PATCH, jsonRequest("/api/user", { method: "PATCH", body, token: gardener.token }));
    expect((await patch({ units: "imperial" })).body.user.units).toBe("imperial");
    expect((await call(GET, jsonRequest("/api/user", { token: gardener.token }))).body.user.units).toBe("imperial");
    const bad = await patch({ units: "furlongs" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Choose metric or imperial units.");
    expect((await patch({ units: null })).status).toBe(400);
    expect((await patch({ units: "metric" })).body.user.units).toBe("metric");
  });

  it("updates only the fields sent, and keeps them apart per user", async () => {
    const first = await signUp();
    const second = await signUp();
    const patch = (token: string, body: unknown) =>
      call(PATCH, jsonRequest("/api/user", { method: "PATCH", body, token }));

    expect((await patch(first.token, { location: "Bristol, England", climateZone: "9a" })).status).toBe(200);
    const { body } = await patch(first.token, { gardenType: "balcony", timezone: "Europe/London" });
    expect(body.user).toMatchObject({
      location: "Bristol, England",
      climateZone: "9a",
      gardenType: "balcony",
      timezone: "Europe/London",
    });
    const other = await call(GET, jsonRequest("/api/user", { token: second.token }));
    expect(other.body.user.location).toBeNull();
  });

  it("refuses bad input with a clear 400", async () => {
    const gardener = await signUp();
    const patch = (body: unknown) => call(PATCH, jsonRequest("/api/user", { method: "PATCH", body, token: gardener.token }));
    const badZone = await patch({ climateZone: "14z" });
    expect(badZone.status).toBe(400);
    expect(badZone.body.error).toBe("Choose a climate zone from 1a to 11b.");
    expect((await patch({ timezone: "Mars/Olympus" })).body.error).toBe("Unknown time zone.");
    expect((await patch({ role: "admin" })).status).toBe(400);
    expect((await patch("{not json")).body.error).toBe("The request body is not valid JSON.");
  });
});
