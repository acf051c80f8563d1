import { LOCALES } from "@/lib/i18n/locales";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  type AnyPgColumn,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { relations, sql } from "drizzle-orm";
// The value sets live in lib/ (shared with validation and the UI); relative paths keep drizzle-kit happy.
import { AI_MODES, type ChatAnswerPart } from "../../lib/chat-types";
import type { DiagnosisDetails } from "../../lib/diagnosis";
import type { Weather } from "../../lib/weather";
import { EXPERIENCE_LEVELS, GARDEN_ROLES, GARDEN_TYPES } from "../../lib/garden-profile";
import { HARVEST_UNITS } from "../../lib/harvest-log";
import type { JournalTag } from "../../lib/journal";
import { PLAN_IDS } from "../../lib/plans";
import { UNITS } from "../../lib/format";
import { PLANT_CATEGORIES, SUNLIGHT_LEVELS } from "../../lib/plant-catalogue";
import { PLANT_STATUSES } from "../../lib/plant-status";
import type { Sowing } from "../../lib/sowing";
import { TASK_ORIGINS, TASK_PRIORITIES, TASK_TYPES } from "../../lib/tasks";
import { WATERING_FREQUENCIES } from "../../lib/watering";
import { EXPOSURES, type MonthlyNormals, type WaterPlan, type WaterWeatherDay } from "../../lib/water-balance";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---------------------------------------------------------------------------
// Accounts. `users`, `sessions`, `accounts` and `verifications` are the tables
// better-auth manages (its property names must stay camelCase as it expects).
// Clerk users get a `users` row keyed by their Clerk user id.
// ---------------------------------------------------------------------------

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/**
 * A personal API token (issue 16): `Authorization: Bearer <token>` on the REST API for the
 * gardener's own tools. Only its SHA-256 is kept; the token is shown once, when it is made.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("api_tokens_user_id_idx").on(table.userId)],
);

// better-auth reads a session with its user, and a user with their accounts, in one statement each (its joins).
export const userRelations = relations(users, ({ many }) => ({ sessions: many(sessions), accounts: many(accounts) }));
export const sessionRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
export const accountRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

// ---------------------------------------------------------------------------
// Gardener profile (docs/product.md#entities "User profile"), one row per user, made on first write.
// ---------------------------------------------------------------------------

export const gardenTypeEnum = pgEnum("garden_type", GARDEN_TYPES);

export const experienceLevelEnum = pgEnum("experience_level", EXPERIENCE_LEVELS);

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The garden the app shows and acts on (server/garden/gardens.ts); null until the first one is made. */
  activeGardenId: integer("active_garden_id").references((): AnyPgColumn => gardens.id, { onDelete: "set null" }),
  experienceLevel: experienceLevelEnum("experience_level"),
  /** IANA time zone taken from the browser; task due dates are calendar dates in it. */
  timezone: text("timezone").notNull().default("UTC"),
  plan: text("plan", { enum: PLAN_IDS }).notNull().default("free"),
  /** Metric or imperial, for what the app shows (values are stored metric); null until chosen or taken from the browser's locale. */
  units: text("units", { enum: UNITS }),
  /** The language the app speaks to the gardener (lib/i18n/locales.ts); null until chosen or taken from the sign-up's Accept-Language (English). */
  locale: text("locale", { enum: LOCALES }),
  /** Secret in the gardener's calendar feed URL; null until the feed is first shown. */
  calendarToken: text("calendar_token").unique(),
  ...timestamps,
});

// ---------------------------------------------------------------------------
// Gardens (issue 13): the unit of sharing. A household's members care for its plants together.
// ---------------------------------------------------------------------------

export const gardenRoleEnum = pgEnum("garden_role", GARDEN_ROLES);

export const gardens = pgTable("gardens", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  // The place: weather, tips and seasonal tasks follow the garden.
  location: text("location"),
  latitude: numeric("latitude", { precision: 8, scale: 5, mode: "number" }),
  longitude: numeric("longitude", { precision: 8, scale: 5, mode: "number" }),
  /**
   * The place the geocoder found for `location` (its name, first-level region and country), shown
   * wherever the location is, so a gardener sees which Bristol the weather is for. Null with
   * coordinates: found before these were kept (the typed location is shown).
   */
  placeName: text("place_name"),
  placeRegion: text("place_region"),
  placeCountry: text("place_country"),
  /** The geocoder answered that it knows no such place (null coordinates alone may mean it could not be asked). */
  locationNotFound: boolean("location_not_found").notNull().default(false),
  climateZone: text("climate_zone"),
  gardenType: gardenTypeEnum("garden_type"),
  /** Frost dates the gardener typed ("MM-DD"); they win over the place's history (server/care/frost-dates.ts). */
  lastSpringFrost: text("last_spring_frost"),
  firstAutumnFrost: text("first_autumn_frost"),
  /**
   * Care-plan bookkeeping (server/care/care-plan.ts): every change that moves the plan bumps the
   * revision; the planner records the revision and the calendar day it planned for, so a read
   * re-plans only when one of them has moved on.
   */
  carePlanRevision: integer("care_plan_revision").notNull().default(0),
  carePlannedRevision: integer("care_planned_revision"),
  carePlannedOn: date("care_planned_on", { mode: "string" }),
  ...timestamps,
});

export const gardenMembers = pgTable(
  "garden_members",
  {
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: gardenRoleEnum("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gardenId, table.userId] }), index("garden_members_user_id_idx").on(table.userId)],
);

export const gardenInvites = pgTable(
  "garden_invites",
  {
    id: serial("id").primaryKey(),
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    /** The secret in the invitation link. */
    token: text("token").notNull().unique(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("garden_invites_garden_id_idx").on(table.gardenId)],
);

// ---------------------------------------------------------------------------
// Plant catalogue (docs/product.md#entities "Plant"), seeded from server/db/catalogue-data.ts.
// ---------------------------------------------------------------------------

export const plantCategoryEnum = pgEnum("plant_category", PLANT_CATEGORIES);

export const sunlightEnum = pgEnum("sunlight", SUNLIGHT_LEVELS);

export const plants = pgTable(
  "plants",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    commonName: text("common_name").notNull(),
    scientificName: text("scientific_name").notNull(),
    category: plantCategoryEnum("category").notNull(),
    /** Days between waterings. */
    waterFrequency: integer("water_frequency").notNull(),
    /** Days from planting to first harvest; null for ornamentals. */
    harvestTime: integer("harvest_time"),
    /** Damaged or killed by frost: named in frost alerts when it grows outdoors. */
    frostTender: boolean("frost_tender").notNull().default(false),
    /** Rests in winter (deciduous, dies back, or stops growing): no routine watering then, and its rest does not count towards its harvest (lib/dormancy.ts). */
    winterDormant: boolean("winter_dormant").notNull().default(false),
    /** When to sow and plant out, relative to the frost dates (lib/sowing.ts); null for houseplants and succulents. */
    sowing: jsonb("sowing").$type<Sowing>(),
    sunlight: sunlightEnum("sunlight").notNull(),
    /** Kc: the share of the place's reference evapotranspiration the plant uses (lib/water-use.ts: FAO-56 or WUCOLS). */
    cropCoefficient: real("crop_coefficient").notNull().default(1),
    careDescription: text("care_description").notNull(),
    imagePath: text("image_path").notNull(),
    ...timestamps,
  },
  (table) => [index("plants_common_name_idx").on(table.commonName)],
);

// ---------------------------------------------------------------------------
// The gardener's own plants, waterings, tasks, chat and diagnoses.
// ---------------------------------------------------------------------------

export const wateringFrequencyEnum = pgEnum("watering_frequency", WATERING_FREQUENCIES);

export const plantStatusEnum = pgEnum("plant_status", PLANT_STATUSES);

export const exposureEnum = pgEnum("exposure", EXPOSURES);

export const userPlants = pgTable(
  "user_plants",
  {
    id: serial("id").primaryKey(),
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    plantId: integer("plant_id").references(() => plants.id, { onDelete: "set null" }),
    customName: text("custom_name"),
    customCommonName: text("custom_common_name"),
    isCustomPlant: boolean("is_custom_plant").notNull().default(false),
    customWateringFrequency: wateringFrequencyEnum("custom_watering_frequency"),
    /** Calendar date (YYYY-MM-DD) in the gardener's time zone. */
    plantedDate: date("planted_date", { mode: "string" }).notNull().default(sql`current_date`),
    imageUrl: text("image_url"),
    location: text("location"),
    notes: text("notes"),
    status: plantStatusEnum("status").notNull().default("healthy"),
    /** Where it grows (lib/water-balance.ts): what rain reaches it and how much water its soil holds. */
    exposure: exposureEnum("exposure").notNull().default("ground"),
    /** Learned from skips and early waterings (lib/water-balance.ts `learnFactor`): its use is Kc × this × ET0. */
    waterFactor: real("water_factor").notNull().default(1),
    /** Snoozed: its watering waits until this date (YYYY-MM-DD). */
    waterSnoozedUntil: date("water_snoozed_until", { mode: "string" }),
    /** The last skip of its watering ("the soil is still moist"), YYYY-MM-DD. */
    waterCheckedOn: date("water_checked_on", { mode: "string" }),
    /** The care planner's last water plan (server/care/care-plan.ts): next watering, reason, the four weeks ahead. */
    waterPlan: jsonb("water_plan").$type<WaterPlan>(),
    ...timestamps,
  },
  (table) => [
    index("user_plants_garden_created_idx").on(table.gardenId, table.createdAt),
    index("user_plants_plant_id_idx").on(table.plantId),
    // A photo is readable by the members of the garden whose plant shows it (server/garden/ownership.ts).
    index("user_plants_image_url_idx").on(table.imageUrl),
  ],
);

export const waterings = pgTable(
  "waterings",
  {
    id: serial("id").primaryKey(),
    userPlantId: integer("user_plant_id")
      .notNull()
      .references(() => userPlants.id, { onDelete: "cascade" }),
    wateredAt: timestamp("watered_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who watered; null once their account is gone. */
    wateredBy: text("watered_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [index("waterings_user_plant_watered_idx").on(table.userPlantId, table.wateredAt)],
);

export const taskPriorityEnum = pgEnum("task_priority", TASK_PRIORITIES);
export const taskTypeEnum = pgEnum("task_type", TASK_TYPES);
/** "user": made by the gardener, never touched by the scheduler. "schedule": kept in place from the plant's care rhythm. */
export const taskOriginEnum = pgEnum("task_origin", TASK_ORIGINS);

export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    userPlantId: integer("user_plant_id").references(() => userPlants.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Who completed it; null once their account is gone. */
    completedBy: text("completed_by").references(() => users.id, { onDelete: "set null" }),
    /** The member it is left to; null: anyone's. */
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    /** Calendar date in the user's time zone. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    priority: taskPriorityEnum("priority").notNull().default("medium"),
    taskType: taskTypeEnum("task_type").notNull(),
    estimatedMinutes: integer("estimated_minutes").notNull().default(10),
    origin: taskOriginEnum("origin").notNull().default("user"),
    /** A scheduled task the gardener deleted: hidden, and not made again for the same date. */
    skippedAt: timestamp("skipped_at", { withTimezone: true }),
    /** A gardener's task that comes round again this many days after it is completed; null: once. */
    repeatEveryDays: integer("repeat_every_days"),
    ...timestamps,
  },
  (table) => [
    index("tasks_garden_due_idx").on(table.gardenId, table.completed, table.dueDate),
    index("tasks_user_plant_id_idx").on(table.userPlantId),
    // One scheduled task per plant, kind and day, however many requests race to make it.
    uniqueIndex("tasks_schedule_unique_idx")
      .on(table.userPlantId, table.taskType, table.dueDate)
      .where(sql`${table.origin} = 'schedule'`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    response: text("response").notNull(),
    /** The answer's parts as the chat shows them (text, tool calls, approvals, results); null: text only. */
    parts: jsonb("parts").$type<ChatAnswerPart[]>(),
    /** The answer waits for the gardener to approve or decline its proposed changes. */
    awaitingApproval: boolean("awaiting_approval").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("chat_messages_user_created_idx").on(table.userId, table.createdAt)],
);

export const diagnoses = pgTable(
  "diagnoses",
  {
    id: serial("id").primaryKey(),
    /** Who asked; null once their account is gone (the diagnosis stays the garden's). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    userPlantId: integer("user_plant_id").references(() => userPlants.id, { onDelete: "set null" }),
    imageUrl: text("image_url").notNull(),
    question: text("question"),
    /** Structured result: plantIdentification list and plantAnalysis. */
    diagnosis: jsonb("diagnosis").$type<DiagnosisDetails>().notNull(),
    aiAdvice: text("ai_advice").notNull(),
    /** 0..1 as a numeric string (docs/product.md#entities). */
    confidence: numeric("confidence", { precision: 4, scale: 3 }),
    /** "model" or "offline": an offline estimate is labelled as such. */
    source: text("source", { enum: AI_MODES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("diagnoses_garden_created_idx").on(table.gardenId, table.createdAt),
    index("diagnoses_image_url_idx").on(table.imageUrl),
    index("diagnoses_user_plant_id_idx").on(table.userPlantId),
  ],
);

// ---------------------------------------------------------------------------
// Shared by every server instance: rate limits and the weather cache live here,
// never only in one process's memory.
// ---------------------------------------------------------------------------

/** One counted event (a model call, a failed sign-in, ...) per row; see server/rate-limit.ts. */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_events_bucket_at_idx").on(table.bucket, table.at)],
);

/** The latest forecast per place (the source's URL and the coordinates to 2 decimals), and whether one instance is fetching a fresh one. */
export const weatherForecasts = pgTable("weather_forecasts", {
  place: text("place").primaryKey(),
  forecast: jsonb("forecast").$type<Weather>(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  /** While set and in the future, one instance is fetching; the others wait for its result. */
  refreshingUntil: timestamp("refreshing_until", { withTimezone: true }),
  /** The water balance's days (lib/water-balance.ts): the last 30 days' ET0 and rain and the forecast's, and the first forecast day. */
  water: jsonb("water").$type<{ firstForecastDay: string; days: WaterWeatherDay[] }>(),
});

/**
 * Rain the gardener measured in their own gauge, one figure per garden and day: it replaces the
 * forecast's rain for that day in the water balance.
 */
export const gardenRain = pgTable(
  "garden_rain",
  {
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD in the garden's time zone. */
    date: date("date", { mode: "string" }).notNull(),
    mm: real("mm").notNull(),
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gardenId, table.date] })],
);

/**
 * A place's frost dates from its last 10 full years of daily minimum temperatures (the
 * Open-Meteo archive), computed once per place (the source's URL and the coordinates to 2
 * decimals) and shared by every garden there. "MM-DD", or null when most years had no such frost.
 */
export const placeFrostDates = pgTable("place_frost_dates", {
  place: text("place").primaryKey(),
  lastSpring: text("last_spring"),
  firstAutumn: text("first_autumn"),
  /** The full years the dates were computed from (e.g. 2016 to 2025). */
  fromYear: integer("from_year").notNull(),
  toYear: integer("to_year").notNull(),
  /** The same years' mean daily ET0 and rain, month by month: the water balance's usual weather. Null: kept before these were. */
  normals: jsonb("normals").$type<MonthlyNormals>(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stored photo no row uses (server/garden/photos.ts): stored but its row not saved yet, or its row
 * deleted. The transaction that saves the row deletes this mark, the one that deletes the row
 * adds it; a mark older than an hour belongs to a request that failed or was killed, and the
 * sweep removes its file.
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    key: text("key").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pending_uploads_created_at_idx").on(table.createdAt)],
);


// ---------------------------------------------------------------------------
// Reminders (server/notifications): personal settings, the browsers that take
// push messages, and the record of what was sent, so each message goes once.
// ---------------------------------------------------------------------------

/** A gardener's reminder settings; no row means the defaults (lib/notifications.ts). */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "HH:MM" in the gardener's time zone. */
  digestTime: text("digest_time").notNull().default("07:00"),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  email: boolean("email").notNull().default(false),
  push: boolean("push").notNull().default(false),
  ntfyTopic: text("ntfy_topic"),
  weatherAlerts: boolean("weather_alerts").notNull().default(true),
  /** Secret in the email's unsubscribe link, which works without signing in. */
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  /** The address the gardener saved these settings from: links in messages use it when no public URL is configured. */
  linkOrigin: text("link_origin"),
  ...timestamps,
});

/** A browser's push subscription (its endpoint and keys), one per endpoint. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /**
     * The sign-in session that subscribed the browser (local accounts): signing out, or the session
     * ending any other way, removes the subscription with it, so a shared browser stops receiving
     * the previous gardener's reminders. Null with Clerk, whose sessions are not kept here.
     */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("push_subscriptions_user_id_idx").on(table.userId), index("push_subscriptions_session_id_idx").on(table.sessionId)],
);

export const DELIVERY_STATUSES = ["sending", "sent", "failed", "nothing"] as const;

/**
 * One message to one gardener on one channel (`messageKey`: the digest of a day, a weather
 * event). The unique key is the "sent once" record every instance shares: a sender claims
 * the row before sending, and only a failed claim whose retry time has come is taken again.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    messageKey: text("message_key").notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A failed delivery is tried again from then; a claim still "sending" then was abandoned. */
    retryAt: timestamp("retry_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("notification_deliveries_message_idx").on(table.userId, table.channel, table.messageKey),
    index("notification_deliveries_created_at_idx").on(table.createdAt),
  ],
);

/** A lease on a job (the reminders timer): one instance holds it until it runs out. */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});

/** Values the app makes once and every instance shares (the generated VAPID key pair). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// The kitchen garden: what was picked, by whom, from which plant.
// ---------------------------------------------------------------------------

export const harvestUnitEnum = pgEnum("harvest_unit", HARVEST_UNITS);

export const harvests = pgTable(
  "harvests",
  {
    id: serial("id").primaryKey(),
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    userPlantId: integer("user_plant_id")
      .notNull()
      .references(() => userPlants.id, { onDelete: "cascade" }),
    quantity: numeric("quantity", { precision: 12, scale: 3, mode: "number" }).notNull(),
    unit: harvestUnitEnum("unit").notNull(),
    /** Calendar date (YYYY-MM-DD) in the harvester's time zone. */
    harvestedOn: date("harvested_on", { mode: "string" }).notNull(),
    notes: text("notes"),
    harvestedBy: text("harvested_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("harvests_garden_harvested_on_idx").on(table.gardenId, table.harvestedOn),
    index("harvests_user_plant_id_idx").on(table.userPlantId, table.harvestedOn),
  ],
);

// ---------------------------------------------------------------------------
// The plant journal (docs/product.md "Journal entry"): a gardener's notes and photos on a plant.
// ---------------------------------------------------------------------------

export const journalEntries = pgTable(
  "journal_entries",
  {
    id: serial("id").primaryKey(),
    gardenId: integer("garden_id")
      .notNull()
      .references(() => gardens.id, { onDelete: "cascade" }),
    userPlantId: integer("user_plant_id")
      .notNull()
      .references(() => userPlants.id, { onDelete: "cascade" }),
    /** Who wrote it (only they may change it); null once their account is gone. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Calendar date (YYYY-MM-DD) in the author's time zone; never after their today. */
    date: date("date", { mode: "string" }).notNull(),
    /** Up to 5,000 characters; empty when the entry is its photos. */
    text: text("text").notNull().default(""),
    /** From JOURNAL_TAGS (lib/journal.ts), each at most once. */
    tags: text("tags").array().$type<JournalTag[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The id the author's device gave the entry (a UUID), so an entry sent again (the offline
     * queue retrying after a lost answer) is recognised and never saved twice.
     */
    clientId: uuid("client_id"),
    // Milliseconds, as JavaScript keeps them: a page's cursor holds the moment exactly.
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // A plant's timeline and the garden's journal, newest first (server/garden/journal.ts).
    index("journal_entries_plant_date_idx").on(table.userPlantId, table.date.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("journal_entries_garden_date_idx").on(table.gardenId, table.date.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("journal_entries_author_id_idx").on(table.authorId),
    // The garden journal's search (`to_tsvector('english', text) @@ websearch_to_tsquery(...)`) and tag filter.
    index("journal_entries_text_search_idx").using("gin", sql`to_tsvector('english', ${table.text})`),
    index("journal_entries_tags_idx").using("gin", table.tags),
    uniqueIndex("journal_entries_author_client_idx").on(table.authorId, table.clientId),
  ],
);

/** A journal entry's photos (server/garden/photos.ts: re-encoded, without metadata), in the order they were sent. */
export const journalPhotos = pgTable(
  "journal_photos",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => journalEntries.id, { onDelete: "cascade" }),
    /** 0 to 4. */
    position: integer("position").notNull(),
    imageUrl: text("image_url").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.position] }),
    // A photo is readable by the members of the garden whose entry shows it (server/garden/ownership.ts).
    index("journal_photos_image_url_idx").on(table.imageUrl),
  ],
);

/**
 * A plant's status changes (healthy, blooming, sick: lib/plant-status.ts), for its timeline: each change
 * of `user_plants.status` after the plant was added, who made it and when.
 */
export const plantStatusChanges = pgTable(
  "plant_status_changes",
  {
    id: serial("id").primaryKey(),
    userPlantId: integer("user_plant_id")
      .notNull()
      .references(() => userPlants.id, { onDelete: "cascade" }),
    status: plantStatusEnum("status").notNull(),
    /** The status before the change. */
    previousStatus: plantStatusEnum("previous_status").notNull(),
    changedBy: text("changed_by").references(() => users.id, { onDelete: "set null" }),
    /** Calendar date (YYYY-MM-DD) in the changer's time zone. */
    date: date("date", { mode: "string" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index("plant_status_changes_plant_idx").on(table.userPlantId, table.date.desc().nullsFirst(), table.changedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("plant_status_changes_changed_by_idx").on(table.changedBy),
  ],
);

export const schema = {
  users,
  sessions,
  userRelations,
  sessionRelations,
  accountRelations,
  accounts,
  verifications,
  apiTokens,
  profiles,
  plants,
  userPlants,
  waterings,
  tasks,
  chatMessages,
  diagnoses,
  rateLimitEvents,
  weatherForecasts,
  placeFrostDates,
  pendingUploads,
  notificationSettings,
  pushSubscriptions,
  notificationDeliveries,
  jobLeases,
  appSecrets,
  harvests,
  journalEntries,
  journalPhotos,
  plantStatusChanges,
};
