import { describe, expect, it } from "vitest";
import { englishPlaceNotices as t } from "./english-words";
import { canAskWeather, locationSavedNotice, locationStatus, placeLabel, placeName } from "./place";

describe("the garden's place", () => {
  it("is none, found, not found or not looked up yet", () => {
    expect(locationStatus({ location: null, latitude: null, locationNotFound: false })).toBe("none");
    expect(locationStatus({ location: "Bristol", latitude: 51.45, locationNotFound: false })).toBe("found");
    expect(locationStatus({ location: "Atlantis", latitude: null, locationNotFound: true })).toBe("not-found");
    expect(locationStatus({ location: "Bristol", latitude: null, locationNotFound: false })).toBe("not-looked-up");
  });

  it("asks the weather only with a place to ask for", () => {
    expect(canAskWeather("none")).toBe(false);
    expect(canAskWeather("not-found")).toBe(false);
    expect(canAskWeather("found")).toBe(true);
    expect(canAskWeather("not-looked-up")).toBe(true);
  });

  it("names the place found with its region and country, each once", () => {
    expect(placeLabel({ name: "Bristol", region: "England", country: "United Kingdom" })).toBe("Bristol, England, United Kingdom");
    expect(placeLabel({ name: "Singapore", region: "Singapore", country: "Singapore" })).toBe("Singapore");
    expect(placeLabel({ name: "Monaco", region: null, country: "Monaco" })).toBe("Monaco");
    expect(placeName({ location: "bristol uk", place: { name: "Bristol", region: "England", country: "United Kingdom" } })).toBe("Bristol, England, United Kingdom");
    // Found before places were kept: the words typed.
    expect(placeName({ location: "Bristol, England", place: null })).toBe("Bristol, England");
    expect(placeName({ location: null, place: null })).toBeNull();
  });

  it("says 'Settings saved' only when the place was found", () => {
    expect(locationSavedNotice({ location: "Bristol", locationStatus: "found" }, t)).toEqual({
      tone: "success",
      title: "Settings saved",
      description: "Your profile has been updated successfully.",
    });
    const notFound = locationSavedNotice({ location: "Atlantis", locationStatus: "not-found" }, t);
    expect(notFound.tone).toBe("warning");
    expect(notFound.title).toBe("Saved, but we could not find your place");
    expect(notFound.description).toContain('We could not find "Atlantis"');
    expect(notFound.description).not.toContain("successfully");
    const notLookedUp = locationSavedNotice({ location: "Leeds", locationStatus: "not-looked-up" }, t);
    expect(notLookedUp).toMatchObject({ tone: "warning", title: "Saved, but your place is not looked up yet" });
    expect(notLookedUp.description).toContain("could not be reached");
  });
});
