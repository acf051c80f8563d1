// Diagnosis and identification shapes (docs/product.md#entities), and the schemas a model's answer must meet.
import { z } from "@/lib/zod";
import type { AiMode } from "./chat-types";
import type { CataloguePlant } from "./garden-types";

const confidence = z.number().min(0).max(1);

export const identificationCandidateSchema = z.object({
  name: z.string().min(1),
  scientificName: z.string(),
  commonNames: z.array(z.string()).max(10),
  confidence,
});
export type IdentificationCandidate = z.infer<typeof identificationCandidateSchema>;

export const plantProblemSchema = z.object({
  name: z.string().min(1),
  likelihood: confidence,
  symptoms: z.array(z.string()).max(10),
  cause: z.string(),
  treatment: z.string(),
});
export type PlantProblem = z.infer<typeof plantProblemSchema>;

export const plantHealthSchema = z.object({
  status: z.enum(["healthy", "problems"]),
  problems: z.array(plantProblemSchema).max(5),
});

/** What the vision model must answer when diagnosing a photo. */
export const diagnosisResultSchema = z.object({
  identification: z.array(identificationCandidateSchema).min(1).max(5),
  health: plantHealthSchema,
  advice: z.string().min(1),
});

/** What the vision model must answer when identifying a photo (docs/product.md#entities). */
export const identificationResultSchema = z.object({
  plant_name: z.string().min(1),
  scientific_name: z.string(),
  description: z.string(),
  confidence,
  care_tips: z.string(),
});
export type IdentificationResult = z.infer<typeof identificationResultSchema>;

/** Leaf colour shares measured offline, each 0..1 of the leaf pixels. */
export type LeafColours = { green: number; yellowing: number; browning: number; leafCoverage: number };

/** The stored `diagnosis` object. */
export type DiagnosisDetails = {
  plantIdentification: IdentificationCandidate[];
  plantAnalysis: {
    plantIdentification: IdentificationCandidate[];
    health: z.infer<typeof plantHealthSchema>;
    leafColours?: LeafColours;
  };
};

export type Diagnosis = {
  id: number;
  createdAt: string;
  imageUrl: string;
  userPlantId: number | null;
  question: string | null;
  aiAdvice: string;
  /** 0..1 as a numeric string (docs/product.md#entities); null when unknown. */
  confidence: string | null;
  /** Which assistant made it. */
  source: AiMode;
  diagnosis: DiagnosisDetails;
};

/** A linked plant whose status the diagnosis changed (only a model's diagnosis does: 'sick', shown as 'Monitor'). */
export type DiagnosisStatusChange = { userPlantId: number; status: "sick" };

/** POST /api/diagnose's answer (201). */
export type DiagnoseResponse = { diagnosis: Diagnosis; statusChange: DiagnosisStatusChange | null };

/** GET /api/diagnoses: the open garden's diagnoses, newest first. */
export type DiagnosisHistory = { diagnoses: Diagnosis[] };

/** POST /api/identify-plant's answer: what the model saw, and the catalogue plant it matched (if any). */
export type IdentifyResponse = {
  identification: IdentificationResult;
  plant: CataloguePlant | null;
  canAddToGarden: boolean;
};
