// Turning the browser's coordinates into a place name (docs/product.md#rest-api): BigDataCloud's free client
// endpoint first, OpenStreetMap's Nominatim as the fallback. Runs in the browser.

export const BIGDATACLOUD_URL = "https://api.bigdatacloud.net/data/reverse-geocode-client";
export const NOMINATIM_URL = "https://nominatim.openstreetmap.org/reverse";

type Json = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

function joinPlace(city: string | null, region: string | null): string | null {
  if (!city) return null;
  return region && region !== city ? `${city}, ${region}` : city;
}

/** City or locality, then principal subdivision or country code. */
export function placeFromBigDataCloud(body: Json): string | null {
  return joinPlace(text(body.city) ?? text(body.locality), text(body.principalSubdivision) ?? text(body.countryCode));
}

/** City, town, village or municipality, then state, province or region, or the country code. */
export function placeFromNominatim(body: Json): string | null {
  const address = (body.address ?? {}) as Json;
  const city = text(address.city) ?? text(address.town) ?? text(address.village) ?? text(address.municipality);
  const region =
    text(address.state) ??
    text(address.province) ??
    text(address.region) ??
    (text(address.country_code)?.toUpperCase() ?? null);
  return joinPlace(city, region);
}

async function lookUp(url: string, read: (body: Json) => string | null): Promise<string | null> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    return read((await response.json()) as Json);
  } catch {
    return null;
  }
}

/** The place name for coordinates, or null when neither service knows it. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<string | null> {
  const bigDataCloud = `${BIGDATACLOUD_URL}?latitude=${latitude}&longitude=${longitude}&localityLanguage=en`;
  const nominatim = `${NOMINATIM_URL}?format=jsonv2&lat=${latitude}&lon=${longitude}&zoom=10&accept-language=en`;
  return (await lookUp(bigDataCloud, placeFromBigDataCloud)) ?? (await lookUp(nominatim, placeFromNominatim));
}
