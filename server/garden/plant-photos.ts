import "server-only";
// A plant's photos on one strip (its journal's, its diagnoses' and its own) and choosing its cover
// from them. docs/architecture.md "The plant journal and its timeline".
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { advicePreview, ADVICE_PREVIEW_LENGTH } from "@/lib/diagnosis-display";
import { memberRef, type UserPlant } from "@/lib/garden-types";
import { detectImageType } from "@/lib/image-type";
import type { PlantPhoto, PlantPhotosAnswer } from "@/lib/journal-types";
import type { PlantCoverInput } from "@/lib/validations/journal";
import type { Gardener } from "@/server/account/gardener";
import { getDb, type DbExecutor } from "@/server/db/client";
import { pendingUploads, userPlants } from "@/server/db/schema";
import { HttpError, notFound } from "@/server/http/errors";
import { readStreamBytes } from "@/server/http/body";
import { isStoredPhoto, ownPlant, PLANT_NOT_FOUND } from "@/server/garden/ownership";
import { discardPhoto, keepPhoto, MAX_PHOTO_BYTES, preparePhoto, releasePhoto } from "@/server/garden/photos";
import { getUserPlant, withoutWatering } from "@/server/garden/plants";
import { getStorage, keyFromUploadUrl, uploadUrl } from "@/server/storage";
import { userFileKey, USERS_FOLDER } from "@/server/storage/keys";

/** What the strip needs of the gardener: who, their open garden and their zone (a diagnosis's day). */
type PhotosFor = Pick<Gardener, "userId" | "gardenId" | "timeZone">;

/** The strip lists at most this many photos, the newest. */
export const PLANT_PHOTOS_MAX = 500;

export const NOT_THIS_PLANTS_PHOTO = "Choose one of this plant's journal or diagnosis photos as its cover.";
const notThisPlantsPhoto = () => new HttpError(400, NOT_THIS_PLANTS_PHOTO, [{ path: ["url"], message: NOT_THIS_PLANTS_PHOTO }]);

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<Row>(executor: DbExecutor, statement: SQL): Promise<Row[]> {
  return ((await executor.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/*
 * The cover is a copy of the photo it was chosen from (a journal entry's photo goes with its entry,
 * the plant's own photo with the plant or the next cover), stored as the plant's photo under
 * `users/<id>/plants/<uuid>.from-<the chosen photo's uuid>.jpg`. The name keeps where it came from,
 * so the strip shows the chosen photo as the cover instead of listing the same picture twice.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const STORED_PHOTO_NAME = new RegExp(`/(${UUID})\\.jpg$`);
const COVER_COPY_NAME = new RegExp(`/${UUID}\\.from-(${UUID})\\.jpg$`);

/** The uuid naming a stored photo's file (`.../<uuid>.jpg`), or null. */
const photoName = (url: string): string | null => STORED_PHOTO_NAME.exec(url)?.[1] ?? null;
/** The uuid of the photo a cover was copied from, or null when it was not (or there is no cover). */
const coverOrigin = (coverUrl: string | null): string | null => (coverUrl ? (COVER_COPY_NAME.exec(coverUrl)?.[1] ?? null) : null);

/** The photo is the plant's cover: the cover itself, or the photo it was copied from. */
function isCoverPhoto(url: string, coverUrl: string | null): boolean {
  if (coverUrl === null) return false;
  if (url === coverUrl) return true;
  const origin = coverOrigin(coverUrl);
  return origin !== null && photoName(url) === origin;
}

type PhotoRow = {
  cover_url: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  day: string;
  source: PlantPhoto["source"];
  item_id: number;
  note: string | null;
  by_id: string | null;
  by_name: string | null;
};

/**
 * GET /api/user-plants/{id}/photos: every photo of the plant, newest first (the day, then the
 * moment; an entry's photos in their order), at most PLANT_PHOTOS_MAX: its journal entries' (dated
 * as the entry), its diagnoses' (the day in the viewer's zone) and its own photo when it is a
 * stored one, not a catalogue picture (dated by its planting). One statement, the plant's
 * ownership checked in it: another garden's plant is a 404.
 */
export async function listPlantPhotos(gardener: PhotosFor, userPlantId: number): Promise<PlantPhotosAnswer> {
  const statement = sql`with plant as (
      select id, image_url, planted_date, created_at from ${userPlants} where ${ownPlant(gardener, userPlantId)}
    )
    select plant.image_url as cover_url, photo.url, photo.width, photo.height, to_char(photo.day, 'YYYY-MM-DD') as day, photo.source, photo.item_id, photo.note, photo.by_id, photo.by_name
    from plant left join lateral (
      select * from (
        select p.image_url as url, p.width, p.height, e.date as day, e.created_at as at, 'journal' as source, e.id as item_id, p.position, nullif(e.text, '') as note, e.author_id as by_id, u.name as by_name
          from journal_entries e join journal_photos p on p.entry_id = e.id left join users u on u.id = e.author_id
          where e.user_plant_id = plant.id
        union all
        select d.image_url, null, null, (d.created_at at time zone ${gardener.timeZone})::date, d.created_at, 'diagnosis', d.id, 0, left(d.ai_advice, ${ADVICE_PREVIEW_LENGTH + 1}::int), d.user_id, u.name
          from diagnoses d left join users u on u.id = d.user_id
          where d.user_plant_id = plant.id and d.garden_id = ${gardener.gardenId}
        union all
        select plant.image_url, null, null, plant.planted_date, plant.created_at, 'plant', plant.id, 0, null, null, null
          where starts_with(plant.image_url, ${uploadUrl(USERS_FOLDER)})
      ) photos
      order by day desc, at desc, item_id desc, position
      limit ${PLANT_PHOTOS_MAX + 1}
    ) photo on true
    order by photo.day desc, photo.at desc, photo.item_id desc, photo.position`;
  const rows = await rowsOf<PhotoRow>(await getDb(), statement);
  if (rows.length === 0) throw notFound(PLANT_NOT_FOUND);
  const coverUrl = rows[0]!.cover_url;
  const listed = rows.filter((row): row is PhotoRow & { url: string } => row.url !== null);
  // A cover copied from a listed photo is that photo, marked as the cover.
  const origin = coverOrigin(coverUrl);
  const copiedFromListed = origin !== null && listed.some((row) => row.source !== "plant" && photoName(row.url) === origin);
  const items = listed
    .filter((row) => !(row.source === "plant" && copiedFromListed))
    .slice(0, PLANT_PHOTOS_MAX)
    .map((row): PlantPhoto => {
      const by = memberRef(row.by_id, row.by_name);
      const common = { url: row.url, width: row.width, height: row.height, date: row.day, isCover: isCoverPhoto(row.url, coverUrl) };
      switch (row.source) {
        case "journal":
          return { ...common, source: "journal", entryId: row.item_id, note: row.note, by };
        case "diagnosis":
          return { ...common, source: "diagnosis", diagnosisId: row.item_id, note: row.note === null ? null : advicePreview(row.note), by };
        case "plant":
          return { ...common, source: "plant", note: null, by: null };
      }
    });
  return { items };
}

const photoTooLarge = () => new HttpError(413, "That photo is too large to copy as the cover.");

/**
 * Stores a copy of a stored photo as the gardener's plant photo, pending (as `storeUserPhoto` leaves
 * a new photo: server/garden/photos.ts) until the transaction that makes it the cover keeps it.
 * A photo's bytes are copied as they are (every stored photo is a re-encoded JPEG already).
 */
async function copyAsPlantPhoto(userId: string, source: { key: string; url: string }): Promise<{ key: string; url: string }> {
  const file = await getStorage().get(source.key);
  if (!file) throw new HttpError(400, "That photo's file is missing, so it can't be the cover. Please choose another.", [{ path: ["url"], message: "That photo's file is missing." }]);
  const bytes = file.body instanceof Uint8Array ? file.body : await readStreamBytes(file.body, file.size ?? 0, MAX_PHOTO_BYTES, photoTooLarge);
  const data = detectImageType(bytes) === "jpeg" ? bytes : (await preparePhoto(new Blob([new Uint8Array(bytes)]))).data;
  const origin = photoName(source.url);
  const key = userFileKey(userId, "plants", `${randomUUID()}${origin ? `.from-${origin}` : ""}.jpg`);
  const db = await getDb();
  await db.insert(pendingUploads).values({ key });
  try {
    await getStorage().put(key, data, "image/jpeg");
  } catch (error) {
    // A failed put may still have stored the file.
    await discardPhoto({ key });
    throw error;
  }
  return { key, url: uploadUrl(key) };
}

/** The stored photo behind an image URL; null for a catalogue image or none. */
function storedPhotoAt(imageUrl: string | null): { key: string } | null {
  const key = imageUrl ? keyFromUploadUrl(imageUrl) : null;
  return key && isStoredPhoto(key) ? { key } : null;
}

/**
 * PUT /api/user-plants/{id}/cover: one of the plant's journal or diagnosis photos becomes its
 * photo (`user_plants.image_url`), as a copy of its own (see above), so deleting the entry leaves
 * the cover; the photo it replaces is released as a replaced photo is (removed after the commit).
 * Any other URL is a 400; another garden's plant a 404; its cover again changes nothing.
 * Answers the plant as PATCH /api/user-plants/{id} does.
 */
export async function setPlantCover(gardener: Gardener, userPlantId: number, input: PlantCoverInput): Promise<UserPlant> {
  const db = await getDb();
  // The plant and whether the photo is one of its own, in one statement.
  const [found] = await rowsOf<{ cover_url: string | null; photo_url: string | null }>(
    db,
    sql`with plant as (select id, image_url from ${userPlants} where ${ownPlant(gardener, userPlantId)})
      select plant.image_url as cover_url, (
        select p.image_url from journal_photos p join journal_entries e on e.id = p.entry_id where e.user_plant_id = plant.id and p.image_url = ${input.url}
        union all
        select d.image_url from diagnoses d where d.user_plant_id = plant.id and d.garden_id = ${gardener.gardenId} and d.image_url = ${input.url}
        limit 1
      ) as photo_url
      from plant`,
  );
  if (!found) throw notFound(PLANT_NOT_FOUND);
  const answer = async () => withoutWatering(await getUserPlant(gardener, userPlantId));
  if (isCoverPhoto(input.url, found.cover_url)) return answer();
  const key = found.photo_url ? keyFromUploadUrl(found.photo_url) : null;
  if (!found.photo_url || !key || !isStoredPhoto(key)) throw notThisPlantsPhoto();
  const copy = await copyAsPlantPhoto(gardener.userId, { key, url: found.photo_url });
  let replaced: { key: string } | null;
  try {
    replaced = await db.transaction(async (tx) => {
      // Held: two covers chosen at once replace one another in turn, each releasing the one before.
      const [held] = await tx.select({ imageUrl: userPlants.imageUrl }).from(userPlants).where(ownPlant(gardener, userPlantId)).for("update");
      if (!held) throw notFound(PLANT_NOT_FOUND);
      await keepPhoto(tx, copy);
      await tx.update(userPlants).set({ imageUrl: copy.url, updatedAt: new Date() }).where(ownPlant(gardener, userPlantId));
      const previous = storedPhotoAt(held.imageUrl);
      if (previous) await releasePhoto(tx, previous);
      return previous;
    });
  } catch (error) {
    await discardPhoto(copy);
    throw error;
  }
  if (replaced) await discardPhoto(replaced);
  return answer();
}
