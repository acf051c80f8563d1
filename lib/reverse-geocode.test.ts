import { afterEach, describe, expect, it, vi } from "vitest";
import { placeFromBigDataCloud, placeFromNominatim, reverseGeocode } from "./reverse-geocode";

afterEach(() => vi.unstubAllGlobals());

describe("reverse geocoding", () => {
  it("reads BigDataCloud's city or locality and subdivision or country code", () => {
    expect(placeFromBigDataCloud({ city: "Bristol", principalSubdivision: "England", countryCode: "GB" })).toBe("Bristol, England");
    expect(placeFromBigDataCloud({ city: "", locality: "Clifton", principalSubdivision: "", countryCode: "GB" })).toBe("Clifton, GB");
    expect(placeFromBigDataCloud({ city: "Singapore", principalSubdivision: "Singapore" })).toBe("Singapore");
    expect(placeFromBigDataCloud({ countryCode: "GB" })).toBeNull();
  });

  it("reads Nominatim's city, town, village or municipality and region", () => {
    expect(placeFromNominatim({ address: { town: "Totnes", state: "England" } })).toBe("Totnes, England");
    expect(placeFromNominatim({ address: { village: "Grasmere", region: "Cumbria" } })).toBe("Grasmere, Cumbria");
    expect(placeFromNominatim({ address: { municipality: "Oslo", country_code: "no" } })).toBe("Oslo, NO");
    expect(placeFromNominatim({})).toBeNull();
  });

  it("falls back to Nominatim when BigDataCloud fails or knows no city", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes("bigdatacloud")
        ? new Response("busy", { status: 503 })
        : Response.json({ address: { city: "Leeds", state: "England" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(await reverseGeocode(53.8, -1.55)).toBe("Leeds, England");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      "https://api.bigdatacloud.net/data/reverse-geocode-client?latitude=53.8&longitude=-1.55&localityLanguage=en",
    );
  });

  it("answers null when neither service can name the place", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    expect(await reverseGeocode(0, 0)).toBeNull();
  });
});
