import "server-only";
// GET /api/export (issue 16): the gardener's profile, every garden they own with its plants,
// waterings, harvests, journals (with their photos), status changes, tasks and diagnoses, and
// their chat, as `garden.json` (version 2, lib/export-schema.ts), in a zip with the photos under
// `photos/`, or the JSON alone.
//
// Memory: the rows are read once (one consistent snapshot) and the JSON is built in memory; the
// photos are streamed into the zip one at a time as the client downloads, so a garden with many
// photos costs one photo's memory, not the archive's.
import { alias } from "drizzle-orm/pg-core";
import { asc, eq } from "drizzle-orm";
import { todayInTimeZone } from "@/lib/dates";
import {
  EXPORT_DOCUMENT_NAME,
  EXPORT_VERSION,
  type ExportDocument,
  type ExportedDiagnosis,
  type ExportedGarden,
  type ExportedJournalEntry,
  type ExportedPlant,
  type ExportedTask,
} from "@/lib/export-schema";
import { getDb } from "@/server/db/client";
import { toolSteps } from "@/lib/assistant-tools";
import {
  chatMessages,
  diagnoses,
  gardens,
  harvests,
  journalEntries,
  journalPhotos,
  plants,
  plantStatusChanges,
  tasks,
  userPlants,
  users,
  waterings,
} from "@/server/db/schema";
import { placeOf } from "@/server/garden/gardens";
import { isOwnerOf, isStoredPhoto, ownChatMessages } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";
import { getStorage, keyFromUploadUrl } from "@/server/storage";
import { catalogueImageOf, exportedPerson, exportFileName, zipPhotoPath, type ExportFormat } from "./rules";
import { zipStream, type ZipSource } from "./zip";

/** A stored photo the export carries: its place in the zip and its storage key. */
type ExportPhoto = { path: string; key: string };

type ExportContents = { document: ExportDocument; photos: ExportPhoto[] };

export type ExportFile = { fileName: string; contentType: string; body: ReadableStream<Uint8Array> | string };

const completer = alias(users, "completer");
const assignee = alias(users, "assignee");

/** Reads everything the export holds, in one read-only snapshot, and lays it out as `garden.json`. */
async function readExport(gardener: Gardener, now: Date): Promise<ExportContents> {
  const { userId } = gardener;
  const db = await getDb();
  const rows = await db.transaction(
    async (tx) => {
      // One statement at a time: a transaction is one connection, which runs them in turn anyway
      // (pg queues a second query behind the first, and warns that it will stop doing so).
      const gardenRows = await tx.select().from(gardens).where(isOwnerOf(userId, gardens.id)).orderBy(asc(gardens.id));
      const plantRows = await tx
        .select({ userPlant: userPlants, catalogue: { slug: plants.slug, commonName: plants.commonName, scientificName: plants.scientificName } })
        .from(userPlants)
        .leftJoin(plants, eq(plants.id, userPlants.plantId))
        .where(isOwnerOf(userId, userPlants.gardenId))
        .orderBy(asc(userPlants.createdAt), asc(userPlants.id));
      const wateringRows = await tx
        .select({ userPlantId: waterings.userPlantId, wateredAt: waterings.wateredAt, wateredBy: waterings.wateredBy, wateredByName: users.name })
        .from(waterings)
        .innerJoin(userPlants, eq(userPlants.id, waterings.userPlantId))
        .leftJoin(users, eq(users.id, waterings.wateredBy))
        .where(isOwnerOf(userId, userPlants.gardenId))
        .orderBy(asc(waterings.wateredAt), asc(waterings.id));
      const harvestRows = await tx
        .select({ harvest: harvests, harvestedByName: users.name })
        .from(harvests)
        .leftJoin(users, eq(users.id, harvests.harvestedBy))
        .where(isOwnerOf(userId, harvests.gardenId))
        .orderBy(asc(harvests.harvestedOn), asc(harvests.id));
      const taskRows = await tx
        .select({ task: tasks, completedByName: completer.name, assignedToName: assignee.name })
        .from(tasks)
        .leftJoin(completer, eq(completer.id, tasks.completedBy))
        .leftJoin(assignee, eq(assignee.id, tasks.assignedTo))
        .where(isOwnerOf(userId, tasks.gardenId))
        .orderBy(asc(tasks.dueDate), asc(tasks.id));
      const diagnosisRows = await tx
        .select({ diagnosis: diagnoses, askedByName: users.name })
        .from(diagnoses)
        .leftJoin(users, eq(users.id, diagnoses.userId))
        .where(isOwnerOf(userId, diagnoses.gardenId))
        .orderBy(asc(diagnoses.createdAt), asc(diagnoses.id));
      // The journals: their entries, then all their photos (in each entry's order), then the status changes.
      const journalRows = await tx
        .select({
          id: journalEntries.id,
          userPlantId: journalEntries.userPlantId,
          date: journalEntries.date,
          text: journalEntries.text,
          tags: journalEntries.tags,
          authorId: journalEntries.authorId,
          authorName: users.name,
          createdAt: journalEntries.createdAt,
          updatedAt: journalEntries.updatedAt,
        })
        .from(journalEntries)
        .leftJoin(users, eq(users.id, journalEntries.authorId))
        .where(isOwnerOf(userId, journalEntries.gardenId))
        .orderBy(asc(journalEntries.date), asc(journalEntries.createdAt), asc(journalEntries.id));
      const journalPhotoRows = await tx
        .select({ entryId: journalPhotos.entryId, imageUrl: journalPhotos.imageUrl, width: journalPhotos.width, height: journalPhotos.height })
        .from(journalPhotos)
        .innerJoin(journalEntries, eq(journalEntries.id, journalPhotos.entryId))
        .where(isOwnerOf(userId, journalEntries.gardenId))
        .orderBy(asc(journalPhotos.entryId), asc(journalPhotos.position));
      const statusChangeRows = await tx
        .select({ change: plantStatusChanges, changedByName: users.name })
        .from(plantStatusChanges)
        .innerJoin(userPlants, eq(userPlants.id, plantStatusChanges.userPlantId))
        .leftJoin(users, eq(users.id, plantStatusChanges.changedBy))
        .where(isOwnerOf(userId, userPlants.gardenId))
        .orderBy(asc(plantStatusChanges.date), asc(plantStatusChanges.changedAt), asc(plantStatusChanges.id));
      const chatRows = await tx
        .select({ message: chatMessages.message, response: chatMessages.response, parts: chatMessages.parts, createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(ownChatMessages(userId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return { gardenRows, plantRows, wateringRows, harvestRows, journalRows, journalPhotoRows, statusChangeRows, taskRows, diagnosisRows, chatRows };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

  // Each stored photo once in the zip, however many rows show it.
  const photoPaths = new Map<string, string>();
  const takenPaths = new Set<string>();
  const photoOf = (imageUrl: string | null): string | null => {
    const key = imageUrl ? keyFromUploadUrl(imageUrl) : null;
    if (!key || !isStoredPhoto(key)) return null;
    let path = photoPaths.get(key);
    if (!path) {
      path = zipPhotoPath(key, takenPaths);
      photoPaths.set(key, path);
      takenPaths.add(path);
    }
    return path;
  };
  const person = (id: string | null, name: string | null) => exportedPerson(id, name, userId);

  const byGarden = new Map<number, ExportedGarden>();
  for (const garden of rows.gardenRows) {
    byGarden.set(garden.id, {
      name: garden.name,
      createdAt: garden.createdAt.toISOString(),
      ...placeOf(garden),
      plants: [],
      tasks: [],
      diagnoses: [],
    });
  }

  const plantsById = new Map<number, { ref: string; plant: ExportedPlant }>();
  for (const { userPlant, catalogue } of rows.plantRows) {
    const garden = byGarden.get(userPlant.gardenId);
    if (!garden) continue;
    const photo = photoOf(userPlant.imageUrl);
    const plant: ExportedPlant = {
      ref: `plant-${garden.plants.length + 1}`,
      catalogue: catalogue ? { slug: catalogue.slug, commonName: catalogue.commonName, scientificName: catalogue.scientificName } : null,
      isCustomPlant: userPlant.isCustomPlant,
      customName: userPlant.customName,
      customCommonName: userPlant.customCommonName,
      customWateringFrequency: userPlant.customWateringFrequency,
      exposure: userPlant.exposure,
      waterFactor: userPlant.waterFactor,
      plantedDate: userPlant.plantedDate,
      location: userPlant.location,
      notes: userPlant.notes,
      status: userPlant.status,
      photo,
      image: photo ? null : catalogueImageOf(userPlant.imageUrl),
      createdAt: userPlant.createdAt.toISOString(),
      updatedAt: userPlant.updatedAt.toISOString(),
      waterings: [],
      harvests: [],
      journal: [],
      statusChanges: [],
    };
    garden.plants.push(plant);
    plantsById.set(userPlant.id, { ref: plant.ref, plant });
  }

  for (const watering of rows.wateringRows) {
    plantsById.get(watering.userPlantId)?.plant.waterings.push({
      wateredAt: watering.wateredAt.toISOString(),
      wateredBy: person(watering.wateredBy, watering.wateredByName),
    });
  }
  for (const { harvest, harvestedByName } of rows.harvestRows) {
    plantsById.get(harvest.userPlantId)?.plant.harvests.push({
      quantity: harvest.quantity,
      unit: harvest.unit,
      harvestedOn: harvest.harvestedOn,
      notes: harvest.notes,
      harvestedBy: person(harvest.harvestedBy, harvestedByName),
      createdAt: harvest.createdAt.toISOString(),
    });
  }
  const photosByEntry = new Map<number, ExportedJournalEntry["photos"]>();
  for (const photo of rows.journalPhotoRows) {
    // A photo that is not one of the gardener's stored files (none the app makes) is left out.
    const path = photoOf(photo.imageUrl);
    if (!path) continue;
    const photos = photosByEntry.get(photo.entryId) ?? [];
    photos.push({ path, width: photo.width, height: photo.height });
    photosByEntry.set(photo.entryId, photos);
  }
  for (const entry of rows.journalRows) {
    plantsById.get(entry.userPlantId)?.plant.journal.push({
      date: entry.date,
      text: entry.text,
      tags: entry.tags,
      author: person(entry.authorId, entry.authorName),
      photos: photosByEntry.get(entry.id) ?? [],
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    });
  }
  for (const { change, changedByName } of rows.statusChangeRows) {
    plantsById.get(change.userPlantId)?.plant.statusChanges.push({
      status: change.status,
      previousStatus: change.previousStatus,
      date: change.date,
      changedAt: change.changedAt.toISOString(),
      by: person(change.changedBy, changedByName),
    });
  }
  for (const { task, completedByName, assignedToName } of rows.taskRows) {
    const exported: ExportedTask = {
      plantRef: task.userPlantId === null ? null : (plantsById.get(task.userPlantId)?.ref ?? null),
      title: task.title,
      taskType: task.taskType,
      priority: task.priority,
      dueDate: task.dueDate,
      estimatedMinutes: task.estimatedMinutes,
      origin: task.origin,
      completed: task.completed,
      completedAt: task.completedAt?.toISOString() ?? null,
      completedBy: person(task.completedBy, completedByName),
      assignedTo: person(task.assignedTo, assignedToName),
      skippedAt: task.skippedAt?.toISOString() ?? null,
      repeatEveryDays: task.repeatEveryDays,
      createdAt: task.createdAt.toISOString(),
      updatedAt: task.updatedAt.toISOString(),
    };
    byGarden.get(task.gardenId)?.tasks.push(exported);
  }
  for (const { diagnosis, askedByName } of rows.diagnosisRows) {
    const exported: ExportedDiagnosis = {
      plantRef: diagnosis.userPlantId === null ? null : (plantsById.get(diagnosis.userPlantId)?.ref ?? null),
      photo: photoOf(diagnosis.imageUrl),
      question: diagnosis.question,
      aiAdvice: diagnosis.aiAdvice,
      confidence: diagnosis.confidence,
      source: diagnosis.source,
      diagnosis: diagnosis.diagnosis,
      askedBy: person(diagnosis.userId, askedByName),
      createdAt: diagnosis.createdAt.toISOString(),
    };
    byGarden.get(diagnosis.gardenId)?.diagnoses.push(exported);
  }

  const document: ExportDocument = {
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      name: gardener.name,
      email: gardener.email,
      timezone: gardener.timeZone,
      experienceLevel: gardener.experienceLevel,
      units: gardener.units,
      locale: gardener.locale,
      plan: gardener.plan,
    },
    gardens: [...byGarden.values()],
    chat: rows.chatRows.map((row) => ({ message: row.message, response: row.response, tools: toolSteps(row.parts), createdAt: row.createdAt.toISOString() })),
  };
  return { document, photos: [...photoPaths].map(([key, path]) => ({ key, path })) };
}

/** The document without the photos that turned out to be gone from storage. */
function withoutMissingPhotos(document: ExportDocument, missing: ReadonlySet<string>): ExportDocument {
  if (missing.size === 0) return document;
  const present = (path: string | null) => (path && missing.has(path) ? null : path);
  return {
    ...document,
    gardens: document.gardens.map((garden) => ({
      ...garden,
      plants: garden.plants.map((plant) => ({
        ...plant,
        photo: present(plant.photo),
        journal: plant.journal.map((entry) => ({ ...entry, photos: entry.photos.filter((photo) => !missing.has(photo.path)) })),
      })),
      diagnoses: garden.diagnoses.map((diagnosis) => ({ ...diagnosis, photo: present(diagnosis.photo) })),
    })),
  };
}

const serialize = (document: ExportDocument) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The zip: the photos first, streamed from storage one by one, then `garden.json`, written last
 * so that a photo gone from storage meanwhile is left out of it rather than named and missing.
 */
function exportZip({ document, photos }: ExportContents, now: Date): ReadableStream<Uint8Array> {
  const queue = [...photos];
  const missing = new Set<string>();
  let documentWritten = false;
  return zipStream(async (): Promise<ZipSource | null> => {
    for (let photo = queue.shift(); photo; photo = queue.shift()) {
      const file = await getStorage().get(photo.key);
      if (file) return { name: photo.path, compress: false, data: file.body };
      console.warn("A photo the export names is gone from storage; it is left out:", photo.key);
      missing.add(photo.path);
    }
    if (documentWritten) return null;
    documentWritten = true;
    return { name: EXPORT_DOCUMENT_NAME, compress: true, data: new TextEncoder().encode(serialize(withoutMissingPhotos(document, missing))) };
  }, now);
}

/** The gardener's export as a zip with photos, or `garden.json` alone. */
export async function exportGardenerData(gardener: Gardener, format: ExportFormat, now = new Date()): Promise<ExportFile> {
  const contents = await readExport(gardener, now);
  const fileName = exportFileName(todayInTimeZone(gardener.timeZone, now), format);
  if (format === "json") return { fileName, contentType: "application/json; charset=utf-8", body: serialize(contents.document) };
  return { fileName, contentType: "application/zip", body: exportZip(contents, now) };
}
