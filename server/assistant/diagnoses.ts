import "server-only";
import type { ModelMessage } from "ai";
import type { ZodType } from "zod";
import { and, desc, eq, ne } from "drizzle-orm";
import {
  diagnosisResultSchema,
  identificationResultSchema,
  type DiagnoseResponse,
  type Diagnosis,
  type DiagnosisDetails,
  type DiagnosisStatusChange,
  type IdentifyResponse,
} from "@/lib/diagnosis";
import { catalogueMatch } from "@/lib/diagnosis-display";
import { plantKindName } from "@/lib/plant-display";
import type { CurrentUser } from "@/server/auth";
import { notYourPlant, ownDiagnoses, ownPlant, type GardenScope } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";
import { NO_MODEL_FOR_IDENTIFICATION } from "@/lib/chat-types";
import { aiConfig } from "@/server/ai/config";
import { measureLeafColours } from "@/server/ai/leaf-colours";
import { diagnosisWordsIn, offlineEstimate } from "@/server/ai/offline-diagnosis";
import { catalogueWordsIn } from "@/server/garden/catalogue-words";
import { visionModel } from "@/server/ai/provider";
import { structuredAnswer } from "@/server/ai/structured-answer";
import { takeModelCall } from "@/server/ai/rate-limit";
import { getDb } from "@/server/db/client";
import { diagnoses, plants, userPlants } from "@/server/db/schema";
import { listCataloguePlants, recordStatusChange } from "@/server/garden/plants";
import { HttpError } from "@/server/http/errors";
import { languageLine } from "@/server/ai/gardener-context";
import { DEFAULT_APP_LOCALE } from "@/lib/i18n/locales";
import { discardPhoto, keepPhoto, preparePhoto, storeUserPhoto } from "@/server/garden/photos";

export const DIAGNOSIS_HISTORY_LIMIT = 50;

function toDiagnosis(row: typeof diagnoses.$inferSelect): Diagnosis {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    imageUrl: row.imageUrl,
    userPlantId: row.userPlantId,
    question: row.question,
    aiAdvice: row.aiAdvice,
    confidence: row.confidence,
    source: row.source,
    diagnosis: row.diagnosis,
  };
}

/** The open garden's diagnoses, newest first. */
export async function listDiagnoses(scope: GardenScope): Promise<Diagnosis[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(diagnoses)
    .where(ownDiagnoses(scope))
    .orderBy(desc(diagnoses.createdAt), desc(diagnoses.id))
    .limit(DIAGNOSIS_HISTORY_LIMIT);
  return rows.map(toDiagnosis);
}

/** A plant of the open garden with its kind's name, or a 400 for any other. */
async function linkedPlant(scope: GardenScope, userPlantId: number | undefined) {
  if (!userPlantId) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: userPlants.id, customCommonName: userPlants.customCommonName, plant: plants })
    .from(userPlants)
    .leftJoin(plants, eq(plants.id, userPlants.plantId))
    .where(ownPlant(scope, userPlantId));
  if (!row) throw notYourPlant();
  return { id: row.id, kind: plantKindName(row), plant: row.plant };
}

function photoMessage(instructions: string, photo: Uint8Array): ModelMessage[] {
  return [
    {
      role: "user",
      content: [
        { type: "text", text: instructions },
        { type: "image", image: photo, mediaType: "image/jpeg" },
      ],
    },
  ];
}

async function askVisionModel<T>(userId: string, system: string, messages: ModelMessage[], schema: ZodType<T>): Promise<T> {
  await takeModelCall(userId);
  return structuredAnswer({ model: visionModel(), system, messages, schema, timeoutMs: aiConfig().visionTimeoutMs });
}

/**
 * Stores the photo, diagnoses it (vision model, or leaf colours offline) and saves the result.
 * When the model finds a problem, a linked plant is marked 'sick' ('Monitor') and the answer says
 * so (`statusChange`). An offline estimate never changes a plant's status: colours alone cannot
 * tell a diseased leaf from shade, a variegated leaf or soil, and its advice says the status was
 * left as it was.
 */
export async function diagnosePhoto(
  gardener: Pick<Gardener, "userId" | "gardenId" | "timeZone"> & Partial<Pick<Gardener, "locale" | "units">>,
  input: { photo: Blob; userPlantId?: number; question?: string },
): Promise<DiagnoseResponse> {
  const plant = await linkedPlant(gardener, input.userPlantId);
  const prepared = await preparePhoto(input.photo);
  const photo = prepared.data;
  const stored = await storeUserPhoto(gardener.userId, prepared, "diagnoses");
  try {
    const config = aiConfig();
    let details: DiagnosisDetails;
    let advice: string;
    let confidence: number | null;
    let problemFound: boolean;
    if (config.mode === "model") {
      const result = await askVisionModel(
        gardener.userId,
        [
          "You are a plant doctor. TASK: diagnose the plant in the photo. Identify it (up to 5 candidates, most likely first, confidence 0..1), judge its health (healthy, or problems with likelihood, symptoms, cause and treatment) and write practical advice for a home gardener.",
          languageLine(gardener.locale ?? DEFAULT_APP_LOCALE),
        ].join("\n"),
        photoMessage(
          [
            plant ? `The gardener says this is their ${plant.kind}.` : "",
            input.question ? `Their question: ${input.question}` : "Is this plant healthy?",
          ]
            .filter(Boolean)
            .join("\n"),
          photo,
        ),
        diagnosisResultSchema,
      );
      details = {
        plantIdentification: result.identification,
        plantAnalysis: { plantIdentification: result.identification, health: result.health },
      };
      advice = result.advice;
      confidence = result.identification[0]?.confidence ?? null;
      problemFound = result.health.status === "problems" && result.health.problems.length > 0;
    } else {
      const [colours, words, catalogue] = await Promise.all([measureLeafColours(photo), diagnosisWordsIn(gardener), catalogueWordsIn(gardener.locale)]);
      // The plant named in the gardener's language (the model above is told its English name).
      const kind = plant ? (plant.plant ? catalogue.commonName(plant.plant) : plant.kind) : null;
      const estimate = offlineEstimate(colours, kind, words);
      const identification = plant?.plant ? [{ name: kind!, scientificName: plant.plant.scientificName, commonNames: [], confidence: 1 }] : [];
      details = {
        plantIdentification: identification,
        plantAnalysis: {
          plantIdentification: identification,
          health: { status: estimate.status, problems: estimate.problems },
          leafColours: colours,
        },
      };
      advice = estimate.advice;
      confidence = estimate.confidence;
      problemFound = false;
    }

    const db = await getDb();
    const { row, statusChange } = await db.transaction(async (tx) => {
      await keepPhoto(tx, stored);
      const [saved] = await tx
        .insert(diagnoses)
        .values({
          userId: gardener.userId,
          gardenId: gardener.gardenId,
          userPlantId: plant?.id ?? null,
          imageUrl: stored.url,
          question: input.question ?? null,
          diagnosis: details,
          aiAdvice: advice,
          confidence: confidence === null ? null : confidence.toFixed(3),
          source: config.mode,
        })
        .returning();
      let statusChange: DiagnosisStatusChange | null = null;
      if (plant && problemFound) {
        // The row is held first, so the status the change replaces (for the plant's timeline) is the one read.
        const [held] = await tx
          .select({ status: userPlants.status })
          .from(userPlants)
          .where(and(ownPlant(gardener, plant.id), ne(userPlants.status, "sick")))
          .for("update");
        if (held) {
          const at = new Date();
          await tx.update(userPlants).set({ status: "sick", updatedAt: at }).where(eq(userPlants.id, plant.id));
          await recordStatusChange(tx, { userPlantId: plant.id, previous: held.status, next: "sick", changedBy: gardener.userId, timeZone: gardener.timeZone, at });
          statusChange = { userPlantId: plant.id, status: "sick" };
        }
      }
      return { row: saved!, statusChange };
    });
    return { diagnosis: toDiagnosis(row), statusChange };
  } catch (error) {
    await discardPhoto(stored);
    throw error;
  }
}

/**
 * Identifies the plant in a photo with the vision model and finds it in the catalogue:
 * by scientific name first, then by common name. Needs a model: offline it is a 503.
 */
export async function identifyPhoto(user: CurrentUser, photoBlob: Blob): Promise<IdentifyResponse> {
  if (aiConfig().mode === "offline") {
    // For the gardener; how an operator connects a model is in the README ("AI").
    throw new HttpError(503, NO_MODEL_FOR_IDENTIFICATION);
  }
  // Checked and re-encoded like any upload (metadata stripped), but not kept.
  const photo = (await preparePhoto(photoBlob)).data;
  const identification = await askVisionModel(
    user.id,
    "You are a botanist. TASK: identify the plant in the photo. Give its common name, scientific name, a one-paragraph description, your confidence 0..1 and short care tips for a home gardener.",
    photoMessage("What plant is this?", photo),
    identificationResultSchema,
  );
  const plant = catalogueMatch(
    { name: identification.plant_name, scientificName: identification.scientific_name, commonNames: [] },
    await listCataloguePlants(),
  );
  return { identification, plant, canAddToGarden: true };
}
