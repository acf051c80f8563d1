// The baseline: a bare `node:http` + `pg` server answering GET /api/user-plants/with-watering with
// the same JSON as the app (byte for byte) from the same SQL the app sends, including its session
// lookup (better-auth's signed token: HMAC checked, then the session, its user and open garden read by token).
// No framework, no middleware: what the work itself costs on this machine.
//   node bench/bare-server.mjs   with BARE_DATABASE_URL, BARE_AUTH_SECRET, BARE_PORT (0: any),
//   BARE_POOL_SIZE (default 10, the app's); prints "ready <port>" when it listens.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";

/**
 * The statements, as the app sends them today, under the same names (both are prepared once per
 * connection). The bench compares them with what it sees the app send, and says so when they differ.
 */
export const BARE_SQL = {
  // server/auth/local-session.ts: the session, its user, their profile and open garden (with their membership of it).
  session: {
    name: "session_with_garden",
    text: "select \"sessions\".\"expires_at\", \"users\".\"id\", \"users\".\"email\", \"users\".\"name\", \"profiles\".\"user_id\", \"profiles\".\"active_garden_id\", \"profiles\".\"experience_level\", \"profiles\".\"timezone\", \"profiles\".\"plan\", \"profiles\".\"units\", \"profiles\".\"locale\", \"profiles\".\"calendar_token\", \"profiles\".\"created_at\", \"profiles\".\"updated_at\", \"gardens\".\"id\", \"gardens\".\"name\", \"gardens\".\"location\", \"gardens\".\"latitude\", \"gardens\".\"longitude\", \"gardens\".\"place_name\", \"gardens\".\"place_region\", \"gardens\".\"place_country\", \"gardens\".\"location_not_found\", \"gardens\".\"climate_zone\", \"gardens\".\"garden_type\", \"gardens\".\"last_spring_frost\", \"gardens\".\"first_autumn_frost\", \"gardens\".\"care_plan_revision\", \"gardens\".\"care_planned_revision\", \"gardens\".\"care_planned_on\", \"gardens\".\"created_at\", \"gardens\".\"updated_at\", \"garden_members\".\"role\" from \"sessions\" inner join \"users\" on \"users\".\"id\" = \"sessions\".\"user_id\" left join \"profiles\" on \"profiles\".\"user_id\" = \"sessions\".\"user_id\" left join \"gardens\" on \"gardens\".\"id\" = \"profiles\".\"active_garden_id\" left join \"garden_members\" on (\"garden_members\".\"garden_id\" = \"profiles\".\"active_garden_id\" and \"garden_members\".\"user_id\" = \"profiles\".\"user_id\") where \"sessions\".\"token\" = $1",
  },
  // server/garden/plants.ts: the open garden's plants with each one's catalogue entry, kept water plan (less its expected waterings) and last watering
  // (and who gave it), the caller's membership checked in the same statement (server/garden/ownership.ts).
  plants: {
    name: "garden_plants_with_watering",
    text: "select \"user_plants\".\"id\", \"user_plants\".\"garden_id\", \"user_plants\".\"plant_id\", \"user_plants\".\"custom_name\", \"user_plants\".\"custom_common_name\", \"user_plants\".\"is_custom_plant\", \"user_plants\".\"custom_watering_frequency\", \"user_plants\".\"planted_date\", \"user_plants\".\"image_url\", \"user_plants\".\"location\", \"user_plants\".\"notes\", \"user_plants\".\"status\", \"user_plants\".\"exposure\", \"user_plants\".\"water_factor\", \"user_plants\".\"water_snoozed_until\", \"user_plants\".\"water_checked_on\", \"user_plants\".\"created_at\", \"user_plants\".\"updated_at\", \"user_plants\".\"water_plan\" - 'expected', \"plants\".\"id\", \"plants\".\"slug\", \"plants\".\"common_name\", \"plants\".\"scientific_name\", \"plants\".\"category\", \"plants\".\"water_frequency\", \"plants\".\"harvest_time\", \"plants\".\"frost_tender\", \"plants\".\"winter_dormant\", \"plants\".\"sunlight\", \"plants\".\"crop_coefficient\", \"plants\".\"care_description\", \"plants\".\"image_path\", \"last_watering\".\"watered_at\", \"last_watering\".\"watered_by\", \"last_watering\".\"name\" from \"user_plants\" left join \"plants\" on \"plants\".\"id\" = \"user_plants\".\"plant_id\" left join lateral (select \"waterings\".\"watered_at\", \"waterings\".\"watered_by\", \"users\".\"name\" from \"waterings\" left join \"users\" on \"users\".\"id\" = \"waterings\".\"watered_by\" where \"waterings\".\"user_plant_id\" = \"user_plants\".\"id\" order by \"waterings\".\"watered_at\" desc limit $1) \"last_watering\" on true where (\"user_plants\".\"garden_id\" = $2 and exists (select 1 from \"garden_members\" where \"garden_members\".\"garden_id\" = $3 and \"garden_members\".\"user_id\" = $4)) order by \"user_plants\".\"created_at\" desc, \"user_plants\".\"id\" desc",
  },
};
export const BARE_WITH_WATERING_SQL = [BARE_SQL.session.text, BARE_SQL.plants.text];

// --- lib/dates.ts, lib/watering.ts, lib/water-balance.ts (its words), lib/harvest.ts, lib/plant-status.ts, in plain JavaScript ---

const DAY_MS = 24 * 60 * 60 * 1000;
const dateFormats = new Map();
function todayInTimeZone(timeZone, now = new Date()) {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}
function dayNumber(isoDate) {
  return Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;
}
// The date of a day number by arithmetic (civil from days), as lib/dates.ts does.
function isoDateOf(days) {
  const sinceEpoch = days + 719_468;
  const era = Math.floor(sinceEpoch / 146_097);
  const dayOfEra = sinceEpoch - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return `${era * 400 + yearOfEra + (month <= 2 ? 1 : 0)}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}
const addDays = (isoDate, days) => isoDateOf(dayNumber(isoDate) + days);
const daysBetween = (from, to) => dayNumber(to) - dayNumber(from);

const FREQUENCY_DAYS = { daily: 1, "every-2-days": 2, "twice-weekly": 4, weekly: 7, "bi-weekly": 14, monthly: 30, "as-needed": null };
function wateringIntervalDays(customFrequency, catalogueDays) {
  if (customFrequency) return FREQUENCY_DAYS[customFrequency];
  return catalogueDays && catalogueDays > 0 ? catalogueDays : 7;
}

// lib/growing-season.ts and lib/dormancy.ts: a winter-dormant plant's rest (its harvest), outside the tropics, once the place is known.
function isGrowingSeason(isoDate, latitude) {
  const month = Number(isoDate.slice(5, 7));
  return latitude !== null && latitude < 0 ? month >= 9 || month <= 3 : month >= 3 && month <= 9;
}
const restsInWinter = ({ winterDormant, latitude }) => winterDormant && latitude !== null && Math.abs(latitude) >= 23.44;
function nextGrowingSeasonDate(isoDate, latitude) {
  if (isGrowingSeason(isoDate, latitude)) return isoDate;
  const year = Number(isoDate.slice(0, 4));
  const seasonStartMonth = latitude !== null && latitude < 0 ? 9 : 3;
  return `${Number(isoDate.slice(5, 7)) > seasonStartMonth ? year + 1 : year}-0${seasonStartMonth}-01`;
}
function growingSeasonEndDate(isoDate, latitude) {
  const year = Number(isoDate.slice(0, 4));
  if (latitude === null || latitude >= 0) return `${year}-10-01`;
  return `${Number(isoDate.slice(5, 7)) <= 3 ? year : year + 1}-04-01`;
}
// A season at a time: a rest skipped whole, a growing season's days counted at once.
function harvestDate(plantedOn, harvestTimeDays, season) {
  if (!restsInWinter(season) || harvestTimeDays >= 365) return addDays(plantedOn, harvestTimeDays);
  let date = plantedOn;
  let daysLeft = harvestTimeDays;
  for (;;) {
    if (!isGrowingSeason(date, season.latitude)) date = nextGrowingSeasonDate(date, season.latitude);
    const seasonEnd = growingSeasonEndDate(date, season.latitude);
    const growingDays = daysBetween(date, seasonEnd);
    if (daysLeft <= growingDays) return addDays(date, daysLeft);
    daysLeft -= growingDays;
    date = seasonEnd;
  }
}
// lib/water-balance.ts: a kept plan's reason in words.
const weekdayFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" });
const shortDateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const utcDate = (date) => new Date(`${date}T00:00:00Z`);
function dayInWords(date, today) {
  const days = daysBetween(today, date);
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  if (days === -1) return "yesterday";
  return Math.abs(days) < 7 ? weekdayFormat.format(utcDate(date)) : shortDateFormat.format(utcDate(date));
}
const NO_WEATHER_WORDS = {
  "no-location": "add your garden's location in Settings",
  "no-place": "we could not find your garden's place",
  "no-weather": "no recent weather for your place",
  "no-normals": "your place's usual weather is not known yet",
};
function formatWateringReason(reason, today) {
  const on = (date) => dayInWords(date, today);
  const since = (date) => (on(date) === "yesterday" || on(date) === "today" ? on(date) : `since ${on(date)}`);
  const until = (date) => (date <= today ? "today" : on(date) === "tomorrow" ? "tomorrow" : `until ${on(date)}`);
  const mm = (value) => `${Math.round(value)} mm`;
  const every = (days) => (days === 1 ? "every day" : `every ${days} days`);
  switch (reason.kind) {
    case "as-needed":
      return "Watered as needed";
    case "fixed":
      return `Your own timetable: ${every(reason.intervalDays)}`;
    case "indoor":
      return reason.resting ? `Indoors, resting for winter: ${every(reason.intervalDays)}` : `Indoors: ${every(reason.intervalDays)} while it grows`;
    case "no-weather":
      return `Not adjusting to the weather (${NO_WEATHER_WORDS[reason.why]}): ${every(reason.intervalDays)}`;
    case "resting":
      return `Resting for winter: watering starts again on ${shortDateFormat.format(utcDate(reason.until))}`;
    case "snoozed":
      return `Snoozed until ${on(reason.until)}`;
    case "due":
      return `Water today: ${reason.hot ? "the heat" : "it"} used ${mm(reason.usedMm)} ${since(reason.since)} ${reason.rainMm < 1 ? "and no rain fell" : `and ${mm(reason.rainMm)} of rain made up only part of it`}`;
    case "rain-ahead":
      return `Can wait ${until(reason.until)}: ${mm(reason.rainMm)} of rain forecast ${on(reason.rainOn)}`;
    case "rained":
      return `Can wait ${until(reason.until)}: ${mm(reason.rainMm)} of rain ${on(reason.rainOn) === "today" || on(reason.rainOn) === "yesterday" ? on(reason.rainOn) : `on ${on(reason.rainOn)}`}`;
    case "rain-keeps":
      return `Rain is keeping it watered: nothing due in the next ${reason.days} days`;
    case "pace": {
      const when = on(reason.until).charAt(0).toUpperCase() + on(reason.until).slice(1);
      if (reason.pace === "usual") return `Due ${when}: a typical week's weather`;
      if (reason.pace === "faster") return `Due ${when}, sooner than usual: the heat used ${mm(reason.usedMm)} ${since(reason.since)}`;
      return `Due ${when}, later than usual: cool weather, it used only ${mm(reason.usedMm)} ${since(reason.since)}`;
    }
  }
  throw new Error(`Unknown watering reason ${reason.kind}`);
}

function effectivePlantStatus(stored, wateringDue) {
  if (stored === "sick") return "sick";
  if (wateringDue) return "needs_attention";
  if (stored === "blooming") return "blooming";
  return "healthy";
}

// --- the answer ---

/** Drizzle's node-postgres driver leaves dates and timestamps as text and makes Dates itself. */
const asText = (value) => value;
const TEXT_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);

function toPlantJson(row, timeZone, today, latitude) {
  const [id, , plantId, customName, customCommonName, isCustomPlant, customWateringFrequency, plantedDate, imageUrl, location, notes, status, exposure, waterFactor, , , createdAt, updatedAt, waterPlan] = row;
  const [catalogueId, slug, commonName, scientificName, category, waterFrequency, harvestTime, frostTender, winterDormant, sunlight, , careDescription, imagePath] = row.slice(19, 32);
  const lastWateredAt = row[32] === null ? null : new Date(row[32]);
  const wateredBy = row[33] !== null && row[34] !== null ? { id: row[33], name: row[34] } : null;
  const hasPlant = row.slice(19, 32).some((value) => value !== null);
  const season = { winterDormant: hasPlant ? winterDormant : false, latitude };
  void plantId;

  const intervalDays = wateringIntervalDays(customWateringFrequency, hasPlant ? waterFrequency : undefined);
  const lastDay = lastWateredAt ? todayInTimeZone(timeZone, lastWateredAt) : null;
  const daysSinceWatering = lastDay ? daysBetween(lastDay, today) : null;
  // The care planner's kept plan (the app plans before it reads: read the garden through the app first).
  const from = lastDay && lastDay > plantedDate ? lastDay : plantedDate;
  if (!waterPlan || waterPlan.from !== from) throw new Error(`Plant ${id} has no current water plan: read the garden through the app first`);
  const nextWateringDate = waterPlan.nextDue;
  const daysUntilWatering = nextWateringDate === null ? null : daysBetween(today, nextWateringDate);
  const wateringDue = daysUntilWatering !== null && daysUntilWatering <= 0;
  const recordedStatus = status === "needs_attention" ? "healthy" : status;
  const harvestDays = hasPlant ? harvestTime : undefined;
  return {
    id,
    customName,
    customCommonName,
    isCustomPlant,
    customWateringFrequency,
    plantedDate,
    imageUrl,
    location,
    notes,
    status: effectivePlantStatus(recordedStatus, wateringDue),
    recordedStatus,
    wateringIntervalDays: intervalDays,
    daysUntilHarvest: harvestDays ? daysBetween(today, harvestDate(plantedDate, harvestDays, season)) : null,
    exposure,
    waterFactor,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
    plant: hasPlant
      ? { id: catalogueId, slug, commonName, scientificName, category, waterFrequency, harvestTime, sunlight, frostTender, careDescription, imagePath, winterDormant }
      : null,
    lastWatering: lastWateredAt ? { wateredAt: lastWateredAt.toISOString(), wateredBy } : null,
    daysSinceWatering,
    nextWateringDate,
    daysUntilWatering,
    wateringMode: waterPlan.mode,
    wateringReason: formatWateringReason(waterPlan.reason, today),
  };
}

/** The session token of a request: a bearer token or the session cookie, its HMAC checked as better-auth does. */
function sessionToken(request, secret) {
  let signed = null;
  const authorization = request.headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === "bearer ") {
    signed = authorization.slice(7).trim();
  } else if (request.headers.cookie) {
    for (const pair of request.headers.cookie.split(";")) {
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      if (name === "better-auth.session_token" || name === "__Secure-better-auth.session_token") signed = pair.slice(at + 1).trim();
    }
  }
  if (!signed) return null;
  try {
    signed = decodeURIComponent(signed);
  } catch {
    return null;
  }
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const normalise = (base64) => base64.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  const expected = Buffer.from(normalise(createHmac("sha256", secret).update(token).digest("base64")));
  const given = Buffer.from(normalise(signed.slice(dot + 1)));
  return expected.length === given.length && timingSafeEqual(expected, given) ? token : null;
}

export async function startBareServer({ databaseUrl, secret, port = 0, poolSize = 10 }) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, statement_timeout: 10_000, query_timeout: 10_000 });
  pool.on("error", () => {});
  const types = { getTypeParser: (typeId, format) => (TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)) };
  const query = ({ name, text }, values) => pool.query({ name, text, values, rowMode: "array", types }).then((result) => result.rows);

  async function withWatering(request) {
    const token = sessionToken(request, secret);
    if (!token) return null;
    const [session] = await query(BARE_SQL.session, [token]);
    if (!session || new Date(session[0]).getTime() <= Date.now()) return null;
    const userId = session[1];
    const timeZone = session[7] ?? "UTC";
    // The open garden, while the gardener still belongs to it (the app makes one first otherwise).
    const gardenId = session.at(-1) === null ? null : session[14];
    const latitude = session[17] === null ? null : Number(session[17]);
    if (gardenId === null) throw new Error("The gardener has no garden open: sign-up makes one");
    const rows = await query(BARE_SQL.plants, [1, gardenId, gardenId, userId]);
    const today = todayInTimeZone(timeZone, new Date());
    return JSON.stringify(rows.map((row) => toPlantJson(row, timeZone, today, latitude)));
  }

  const server = http.createServer((request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { "content-type": "application/json", "cache-control": "private, no-store" });
      response.end(body);
    };
    if (request.method !== "GET" || request.url !== "/api/user-plants/with-watering") return send(404, '{"error":"Not found"}');
    withWatering(request).then(
      (body) => (body === null ? send(401, '{"error":"You need to sign in first."}') : send(200, body)),
      (error) => {
        console.error(error);
        send(500, '{"error":"Something went wrong on our side. Please try again."}');
      },
    );
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const bare = await startBareServer({
    databaseUrl: process.env.BARE_DATABASE_URL,
    secret: process.env.BARE_AUTH_SECRET,
    port: Number(process.env.BARE_PORT ?? 0),
    poolSize: Number(process.env.BARE_POOL_SIZE ?? 10),
  });
  console.log(`ready ${bare.port}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => bare.close().then(() => process.exit(0)));
}
