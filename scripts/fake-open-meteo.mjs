// A stand-in for Open-Meteo's geocoding, forecast and historical archive APIs on 127.0.0.1, for
// tests (no internet). Each known place has weather that triggers one gardening tip, and a frost
// history with known median frost dates; some places misbehave on purpose.
//   node scripts/fake-open-meteo.mjs [port]
import http from "node:http";

// et0: the day's reference evapotranspiration (mm), the same every day; the archive's summers
// average `climate.summerEt0` (its sunniest month) and its winters 0.5 mm a day.
const MILD = { temperature: 16, humidity: 72, code: 2, wind: 4, windDirection: 225, uv: 3, min: 8, max: 18, rain: 1.5, uvMax: 3, windMax: 6, et0: 3 };

export const FAKE_PLACES = [
  { id: 9000001, name: "Bristol", admin1: "England", country: "United Kingdom", country_code: "GB", latitude: 51.45, longitude: -2.59, weather: { ...MILD, rainTomorrow: 6.2 }, frost: { lastSpring: "03-24", firstAutumn: "11-12" } },
  { id: 9000002, name: "Bristol", admin1: "Tennessee", country: "United States", country_code: "US", latitude: 36.6, longitude: -82.19, weather: MILD },
  { id: 9000003, name: "Frostby", admin1: "Lapland", country: "Finland", country_code: "FI", latitude: 66.5, longitude: 25.7, weather: { ...MILD, temperature: 1, min: -3, max: 4 }, frost: { lastSpring: "05-28", firstAutumn: "09-12" } },
  { id: 9000004, name: "Heatville", admin1: "Andalusia", country: "Spain", country_code: "ES", latitude: 37.39, longitude: -5.98, weather: { ...MILD, temperature: 34, max: 36, uv: 9, uvMax: 9, rain: 0, et0: 7.5 }, frost: { lastSpring: null, firstAutumn: null }, climate: { summerEt0: 6, rain: 0.5 } },
  // 14 mm of rain every day, past and forecast: the water balance's wet place beside Heatville's dry one.
  { id: 9000008, name: "Rainford", admin1: "Andalusia", country: "Spain", country_code: "ES", latitude: 37.5, longitude: -5.5, weather: { ...MILD, code: 63, rain: 14, et0: 2 }, frost: { lastSpring: null, firstAutumn: null }, climate: { summerEt0: 6, rain: 3 } },
  { id: 9000005, name: "Windy Point", admin1: "Wellington", country: "New Zealand", country_code: "NZ", latitude: -41.29, longitude: 174.78, weather: { ...MILD, wind: 12.5, windMax: 14, windDirection: 315 }, frost: { lastSpring: "09-10", firstAutumn: "05-20" } },
  { id: 9000006, name: "Slowtown", admin1: "Nowhere", country: "Testland", country_code: "TL", latitude: 10, longitude: 10, behaviour: "slow" },
  { id: 9000007, name: "Brokenville", admin1: "Nowhere", country: "Testland", country_code: "TL", latitude: 20, longitude: 20, behaviour: "error" },
];

// Each year's frost dates move around the place's median by these days; the middle two are 0, so the
// median of the 10 years is the place's date exactly.
const FROST_OFFSETS = [-6, 3, -4, 0, 5, -1, 4, 0, -3, 2];

function shifted(year, monthDay, days) {
  const date = new Date(`${year}-${monthDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Daily minimum temperatures from start to end: mild nights, and frosts (−2 °C) on each year's last
 * spring frost and a fortnight before it, and on its first autumn frost and a fortnight after it.
 */
function archiveFor(place, start, end, withWater) {
  const frostNights = new Set();
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1) {
    const offset = FROST_OFFSETS[year % FROST_OFFSETS.length];
    if (place.frost.lastSpring) {
      frostNights.add(shifted(year, place.frost.lastSpring, offset));
      frostNights.add(shifted(year, place.frost.lastSpring, offset - 14));
    }
    if (place.frost.firstAutumn) {
      frostNights.add(shifted(year, place.frost.firstAutumn, offset));
      frostNights.add(shifted(year, place.frost.firstAutumn, offset + 14));
    }
  }
  const time = [];
  const minimums = [];
  const et0 = [];
  const rain = [];
  const climate = place.climate ?? { summerEt0: place.weather?.et0 ?? MILD.et0, rain: place.weather?.rain ?? MILD.rain };
  // Mid-July is the northern summer's peak, mid-January the southern's.
  const peakDay = place.latitude < 0 ? 15 : 196;
  for (let day = new Date(`${start}T00:00:00Z`); day <= new Date(`${end}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    time.push(date);
    minimums.push(frostNights.has(date) ? -2 : 6.5);
    const dayOfYear = Math.floor((day - Date.UTC(day.getUTCFullYear(), 0, 1)) / 86_400_000);
    const season = (1 + Math.cos(((dayOfYear - peakDay) / 365) * 2 * Math.PI)) / 2;
    et0.push(Math.round((0.5 + (climate.summerEt0 - 0.5) * season) * 100) / 100);
    rain.push(climate.rain);
  }
  const daily = { time, temperature_2m_min: minimums };
  if (withWater) Object.assign(daily, { et0_fao_evapotranspiration: et0, precipitation_sum: rain });
  return { latitude: place.latitude, longitude: place.longitude, timezone: "GMT", daily };
}

function isoDay(offset) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Like the real API: `past_days` before today, then `forecast_days` (7 unless asked). */
function forecastFor(place, pastDays = 0, forecastDays = 7) {
  const w = place.weather;
  const days = Array.from({ length: pastDays + forecastDays }, (_, index) => index - pastDays);
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    timezone: "GMT",
    current: {
      time: new Date().toISOString().slice(0, 16),
      temperature_2m: w.temperature,
      relative_humidity_2m: w.humidity,
      weather_code: w.code,
      wind_speed_10m: w.wind,
      wind_direction_10m: w.windDirection,
      uv_index: w.uv,
    },
    daily: {
      time: days.map(isoDay),
      weather_code: days.map((index) => (index === 1 && w.rainTomorrow ? 63 : w.code)),
      temperature_2m_max: days.map((index) => w.max - (index % 3) * 0.5),
      temperature_2m_min: days.map((index) => w.min + (index % 2) * 0.5),
      precipitation_sum: days.map((index) => (index === 1 && w.rainTomorrow ? w.rainTomorrow : w.rain)),
      precipitation_probability_max: days.map((index) => (index === 1 && w.rainTomorrow ? 90 : 30)),
      uv_index_max: days.map(() => w.uvMax),
      wind_speed_10m_max: days.map(() => w.windMax),
      et0_fao_evapotranspiration: days.map(() => w.et0),
    },
  };
}

export function startFakeOpenMeteo(port = 0) {
  const stats = { geocoding: 0, forecast: 0, archive: 0, apikeys: [] };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://127.0.0.1");
    const send = (status, body) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const apikey = url.searchParams.get("apikey");
    if (apikey) stats.apikeys.push(apikey);
    if (url.pathname === "/__stats") return send(200, stats);
    if (url.pathname === "/v1/search") {
      stats.geocoding += 1;
      const name = (url.searchParams.get("name") ?? "").trim().toLowerCase();
      const count = Number(url.searchParams.get("count") ?? 10);
      // Like the real API: two letters match whole names only, three or more also the start of one.
      const found = (place) => place.name.toLowerCase() === name || (name.length >= 3 && place.name.toLowerCase().startsWith(name));
      const results = FAKE_PLACES.filter(found)
        .slice(0, count)
        .map(({ id, name, admin1, country, country_code, latitude, longitude }) => ({ id, name, admin1, country, country_code, latitude, longitude }));
      // Like the real API, no "results" key at all when nothing matches.
      return send(200, results.length ? { results, generationtime_ms: 0.5 } : { generationtime_ms: 0.5 });
    }
    if (url.pathname === "/v1/forecast") {
      stats.forecast += 1;
      const latitude = Number(url.searchParams.get("latitude"));
      const longitude = Number(url.searchParams.get("longitude"));
      const place = FAKE_PLACES.find((candidate) => candidate.latitude === latitude && candidate.longitude === longitude);
      if (!place) return send(400, { error: true, reason: "Unknown test location" });
      if (place.behaviour === "error") return send(500, { error: true, reason: "Something broke" });
      const pastDays = Number(url.searchParams.get("past_days") ?? 0);
      const forecastDays = Number(url.searchParams.get("forecast_days") ?? 7);
      if (place.behaviour === "slow") {
        const timer = setTimeout(() => send(200, forecastFor({ ...place, weather: MILD }, pastDays, forecastDays)), 8000);
        request.on("close", () => clearTimeout(timer));
        return;
      }
      return send(200, forecastFor(place, pastDays, forecastDays));
    }
    if (url.pathname === "/v1/archive") {
      stats.archive += 1;
      const latitude = Number(url.searchParams.get("latitude"));
      const longitude = Number(url.searchParams.get("longitude"));
      const place = FAKE_PLACES.find((candidate) => candidate.latitude === latitude && candidate.longitude === longitude);
      const start = url.searchParams.get("start_date") ?? "";
      const end = url.searchParams.get("end_date") ?? "";
      if (!place) return send(400, { error: true, reason: "Unknown test location" });
      const daily = (url.searchParams.get("daily") ?? "").split(",");
      if (!daily.includes("temperature_2m_min") || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) {
        return send(400, { error: true, reason: "Expected daily=temperature_2m_min, start_date and end_date" });
      }
      const withWater = daily.includes("et0_fao_evapotranspiration") && daily.includes("precipitation_sum");
      if (place.behaviour === "error") return send(500, { error: true, reason: "Something broke" });
      if (place.behaviour === "slow") {
        const timer = setTimeout(() => send(200, archiveFor({ ...place, frost: { lastSpring: null, firstAutumn: null } }, start, end, withWater)), 20_000);
        request.on("close", () => clearTimeout(timer));
        return;
      }
      return send(200, archiveFor(place, start, end, withWater));
    }
    send(404, { error: true, reason: "Not found" });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        stats,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startFakeOpenMeteo(Number(process.argv[2] ?? 3199));
  console.log(`Fake Open-Meteo on ${url}`);
}
