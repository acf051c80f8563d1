import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { GET as getWeather } from "@/app/api/weather/route";
import { LOCATION_CHANGES_PER_HOUR } from "@/server/account/profile";
import { clearWeatherCache } from "@/server/weather";
import { openMeteoEndpoints } from "@/server/weather/open-meteo";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

let fake: FakeOpenMeteo;

beforeAll(async () => {
  fake = await startFakeOpenMeteo();
  process.env.OPEN_METEO_FORECAST_URL = `${fake.url}/v1/forecast`;
  process.env.OPEN_METEO_GEOCODING_URL = `${fake.url}/v1/search`;
});
afterAll(() => fake.close());
beforeEach(async () => {
  await clearWeatherCache();
  fake.stats.geocoding = 0;
  fake.stats.forecast = 0;
});

async function gardenerAt(location: string, extra: Record<string, string> = {}): Promise<TestUser> {
  const gardener = await signUp();
  const { status } = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location, ...extra }, token: gardener.token }));
  expect(status).toBe(200);
  return gardener;
}
const weatherFor = (user: TestUser) => call(getWeather, jsonRequest("/api/weather", { token: user.token }));

describe("GET /api/weather", () => {
  it("answers a clear error when no location is set, and 401 when signed out", async () => {
    const gardener = await signUp();
    const { status, body } = await weatherFor(gardener);
    expect(status).toBe(400);
    expect(body.error).toBe("Please set your location in settings");
    expect((await call(getWeather, jsonRequest("/api/weather"))).status).toBe(401);
    expect(fake.stats.geocoding + fake.stats.forecast).toBe(0);
  });

  it("geocodes the location once, keeps the coordinates and reads the forecast", async () => {
    const gardener = await gardenerAt("Bristol, England");
    const { status, body } = await weatherFor(gardener);
    expect(status).toBe(200);
    expect(body.weather).toMatchObject({
      // The place found, not only the words typed.
      location: "Bristol, England, United Kingdom",
      temperature: 16,
      condition: "Partly cloudy",
      humidity: 72,
      uvIndex: 3,
      windSpeed: 4,
      windDirection: "SW",
      windDirectionDegrees: 225,
    });
    expect(body.weather.daily).toHaveLength(7);
    expect(body.weather.daily[1]).toMatchObject({ precipitationSum: 6.2, precipitationProbability: 90, condition: "Rain" });
    expect(body.tips.map((tip: { kind: string }) => tip.kind)).toEqual(["rain"]);
    expect(body.tips[0].reason).toBe("6 mm of rain is expected tomorrow.");

    const profile = (await call(getUser, jsonRequest("/api/user", { token: gardener.token }))).body.user;
    expect(profile).toMatchObject({ latitude: 51.45, longitude: -2.59 });
    expect(fake.stats).toMatchObject({ geocoding: 1, forecast: 1 });
  });

  it("prefers the place whose region matches: Bristol, Tennessee", async () => {
    const gardener = await gardenerAt("Bristol, Tennessee");
    await weatherFor(gardener);
    const profile = (await call(getUser, jsonRequest("/api/user", { token: gardener.token }))).body.user;
    expect(profile).toMatchObject({ latitude: 36.6, longitude: -82.19 });
  });

  it("calls the source once per location within 15 minutes, for every gardener there", async () => {
    const first = await gardenerAt("Frostby");
    const second = await gardenerAt("Frostby");
    const responses = await Promise.all([weatherFor(first), weatherFor(first), weatherFor(second)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    await weatherFor(first);
    expect(fake.stats.forecast).toBe(1);
    expect(responses[0]!.body.tips[0]).toMatchObject({ kind: "frost", reason: "Tonight it goes down to -3°C." });
  });

  it("geocodes again after the location changes", async () => {
    const gardener = await gardenerAt("Frostby");
    await weatherFor(gardener);
    await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Heatville" }, token: gardener.token }));
    const { body } = await weatherFor(gardener);
    expect(body.weather.temperature).toBe(34);
    expect(body.tips.map((tip: { kind: string }) => tip.kind)).toEqual(["heat", "uv", "dry"]);
    expect(fake.stats.geocoding).toBe(2);
  });

  it("words its tips in the gardener's units; the weather itself stays metric", async () => {
    const gardener = await gardenerAt("Bristol, England", { units: "imperial" });
    const { body } = await weatherFor(gardener);
    expect(body.weather).toMatchObject({ temperature: 16, windSpeed: 4 });
    expect(body.weather.daily[1].precipitationSum).toBe(6.2);
    expect(body.tips[0].reason).toBe("0.2 in of rain is expected tomorrow.");
    const hot = await gardenerAt("Heatville", { units: "imperial" });
    const heat = (await weatherFor(hot)).body.tips.find((tip: { kind: string }) => tip.kind === "heat");
    expect(heat.reason).toMatch(/^It reaches 9\d°F /);
  });

  it("gives indoor gardens only the tips that reach them", async () => {
    const gardener = await gardenerAt("Heatville", { gardenType: "indoor" });
    const { body } = await weatherFor(gardener);
    expect(body.tips.map((tip: { kind: string }) => tip.kind)).toEqual(["heat"]);
  });

  it("maps an unknown place, a failing source and a slow one to clear errors, and caches no failure", async () => {
    const nowhere = await gardenerAt("Atlantis");
    expect(await weatherFor(nowhere)).toMatchObject({
      status: 404,
      body: { error: 'We could not find "Atlantis". Try a nearby town or city in Settings.' },
    });

    const broken = await gardenerAt("Brokenville");
    expect(await weatherFor(broken)).toMatchObject({
      status: 502,
      body: { error: "The weather service is not working right now. Please try again later." },
    });
    await weatherFor(broken);
    expect(fake.stats.forecast).toBe(2);

    const slow = await gardenerAt("Slowtown");
    const started = Date.now();
    expect(await weatherFor(slow)).toMatchObject({
      status: 502,
      body: { error: "The weather service took too long to answer. Please try again later." },
    });
    expect(Date.now() - started).toBeLessThan(7000);
  });

  it("uses Open-Meteo's commercial hosts and sends the key when OPEN_METEO_API_KEY is set", async () => {
    const saved = { ...process.env };
    try {
      delete process.env.OPEN_METEO_FORECAST_URL;
      delete process.env.OPEN_METEO_GEOCODING_URL;
      expect(openMeteoEndpoints()).toEqual({
        forecastUrl: "https://api.open-meteo.com/v1/forecast",
        geocodingUrl: "https://geocoding-api.open-meteo.com/v1/search",
        archiveUrl: "https://archive-api.open-meteo.com/v1/archive",
        apiKey: null,
      });
      process.env.OPEN_METEO_API_KEY = "secret-key";
      expect(openMeteoEndpoints()).toEqual({
        forecastUrl: "https://customer-api.open-meteo.com/v1/forecast",
        geocodingUrl: "https://customer-geocoding-api.open-meteo.com/v1/search",
        archiveUrl: "https://customer-archive-api.open-meteo.com/v1/archive",
        apiKey: "secret-key",
      });
      process.env.OPEN_METEO_FORECAST_URL = `${fake.url}/v1/forecast`;
      process.env.OPEN_METEO_GEOCODING_URL = `${fake.url}/v1/search`;
      await weatherFor(await gardenerAt("Windy Point"));
      expect(fake.stats.apikeys).toEqual(["secret-key", "secret-key"]);
    } finally {
      process.env = saved;
    }
  });
});

describe("changing location", () => {
  it("is limited to a handful of times an hour, so nobody can make the app hammer the weather source", async () => {
    const gardener = await signUp();
    const places = ["Bristol, England", "Heatville", "Frostby", "Windy Point"];
    for (let change = 0; change < LOCATION_CHANGES_PER_HOUR; change += 1) {
      const { status } = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: places[change % places.length] }, token: gardener.token }));
      expect(status).toBe(200);
    }
    const geocoded = fake.stats.geocoding;
    const refused = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Slowtown" }, token: gardener.token }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("You've changed your location many times in the last hour. Please try again later.");
    expect(fake.stats.geocoding).toBe(geocoded);
    // Other settings still save.
    expect((await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { climateZone: "8b" }, token: gardener.token }))).status).toBe(200);
  });
});
