// The place comes first (issue 30): suggestions while typing (GET /api/places), the place found
// kept and shown, a place the geocoder does not know said plainly, and one that could not be
// looked up tried again by the weather.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getPlaces } from "@/app/api/places/route";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { GET as getWeather } from "@/app/api/weather/route";
import { PLACE_SEARCHES_PER_MINUTE } from "@/server/garden/places";
import { clearWeatherCache } from "@/server/weather";
import { startFakeOpenMeteo, type FakeOpenMeteo } from "@/scripts/fake-open-meteo.mjs";
import { call, jsonRequest, signUp, type TestUser } from "../support/api";

let fake: FakeOpenMeteo;
const BRISTOL_ENGLAND = 9000001;
const BRISTOL_TENNESSEE = 9000002;

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

const places = (user: TestUser | null, query: string) => call(getPlaces, jsonRequest(`/api/places${query}`, { token: user?.token }));
const patch = (user: TestUser, body: unknown) => call(patchUser, jsonRequest("/api/user", { method: "PATCH", body, token: user.token }));
const profileOf = async (user: TestUser) => (await call(getUser, jsonRequest("/api/user", { token: user.token }))).body.user;
const weatherFor = (user: TestUser) => call(getWeather, jsonRequest("/api/weather", { token: user.token }));

describe("GET /api/places", () => {
  it("answers 401 signed out and 400 without two letters to search", async () => {
    expect((await places(null, "?q=Bristol")).status).toBe(401);
    const gardener = await signUp();
    for (const query of ["", "?q=", "?q=B", "?q=%20%20", "?q=a%00b", `?q=${"x".repeat(201)}`]) {
      const { status, body } = await places(gardener, query);
      expect(status, query).toBe(400);
      expect(body.error, query).toEqual(expect.any(String));
    }
    expect(fake.stats.geocoding).toBe(0);
  });

  it("suggests the places the geocoder knows by the start of a name, with region and country", async () => {
    const gardener = await signUp();
    const { status, body } = await places(gardener, "?q=Bris");
    expect(status).toBe(200);
    expect(body.places).toEqual([
      { id: BRISTOL_ENGLAND, name: "Bristol", region: "England", country: "United Kingdom", latitude: 51.45, longitude: -2.59 },
      { id: BRISTOL_TENNESSEE, name: "Bristol", region: "Tennessee", country: "United States", latitude: 36.6, longitude: -82.19 },
    ]);
    // What follows a comma narrows them down.
    expect((await places(gardener, "?q=Bristol%2C%20Tenn")).body.places.map((place: { region: string }) => place.region)).toEqual(["Tennessee"]);
    expect((await places(gardener, "?q=Atlantis")).body).toEqual({ places: [] });
  });

  it("is limited per gardener, across instances (the limit lives in the database)", async () => {
    const gardener = await signUp();
    for (let search = 0; search < PLACE_SEARCHES_PER_MINUTE; search += 1) expect((await places(gardener, "?q=Frostby")).status).toBe(200);
    const searched = fake.stats.geocoding;
    const refused = await places(gardener, "?q=Frostby");
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("That's a lot of place searches in a minute. Please wait a moment and try again.");
    expect(fake.stats.geocoding).toBe(searched);
    // Someone else still searches.
    expect((await places(await signUp(), "?q=Frostby")).status).toBe(200);
  });
});

describe("PATCH /api/user: the place found", () => {
  it("keeps and answers the place found (name, region, country), not only the words typed", async () => {
    const gardener = await signUp();
    const { status, body } = await patch(gardener, { location: "Bristol, England" });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      location: "Bristol, England",
      place: { name: "Bristol", region: "England", country: "United Kingdom" },
      locationStatus: "found",
      latitude: 51.45,
    });
    expect((await weatherFor(gardener)).body.weather.location).toBe("Bristol, England, United Kingdom");
  });

  it("takes the suggestion the gardener chose by its id, over the first place of that name", async () => {
    const gardener = await signUp();
    const { body } = await patch(gardener, { location: "Bristol", placeId: BRISTOL_TENNESSEE });
    expect(body.user).toMatchObject({ place: { name: "Bristol", region: "Tennessee", country: "United States" }, latitude: 36.6, longitude: -82.19, locationStatus: "found" });
    // An id the geocoder does not answer for that name picks as the words would.
    expect((await patch(gardener, { location: "Bristol, England", placeId: 12345 })).body.user.place).toEqual({ name: "Bristol", region: "England", country: "United Kingdom" });
    // An id needs its location.
    const alone = await patch(gardener, { placeId: BRISTOL_TENNESSEE });
    expect(alone.status).toBe(400);
    expect(alone.body.error).toContain("Send the place's location with its id.");
  });

  it("says plainly when the place was not found, and the weather does not ask the geocoder again", async () => {
    const gardener = await signUp();
    const { status, body } = await patch(gardener, { location: "Atlantis" });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ location: "Atlantis", place: null, latitude: null, locationStatus: "not-found" });
    const searched = fake.stats.geocoding;
    expect(await weatherFor(gardener)).toMatchObject({ status: 404, body: { error: 'We could not find "Atlantis". Try a nearby town or city in Settings.' } });
    expect(fake.stats.geocoding).toBe(searched);
    // Saving it again (or another place) looks it up again.
    expect((await patch(gardener, { location: "Atlantis" })).body.user.locationStatus).toBe("not-found");
    expect(fake.stats.geocoding).toBe(searched + 1);
    expect((await patch(gardener, { location: "Frostby" })).body.user).toMatchObject({ locationStatus: "found", place: { name: "Frostby", region: "Lapland", country: "Finland" } });
  });

  it("a location saved while the geocoder could not answer is 'not looked up', and the weather looks it up and keeps the place", async () => {
    const gardener = await signUp();
    const geocoder = process.env.OPEN_METEO_GEOCODING_URL;
    process.env.OPEN_METEO_GEOCODING_URL = "http://127.0.0.1:9/v1/search";
    try {
      expect((await patch(gardener, { location: "Windy Point" })).body.user).toMatchObject({ place: null, latitude: null, locationStatus: "not-looked-up" });
    } finally {
      process.env.OPEN_METEO_GEOCODING_URL = geocoder;
    }
    const weather = await weatherFor(gardener);
    expect(weather.status).toBe(200);
    expect(await profileOf(gardener)).toMatchObject({ locationStatus: "found", place: { name: "Windy Point", region: "Wellington", country: "New Zealand" }, latitude: -41.29 });
  });

  it("a new gardener has no place", async () => {
    expect(await profileOf(await signUp())).toMatchObject({ location: null, place: null, locationStatus: "none" });
  });
});
