import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { diagnosisResultSchema, identificationResultSchema } from "@/lib/diagnosis";
import { structuredAnswer, UNREADABLE_ANSWER } from "./structured-answer";

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

function modelAnswering(text: string) {
  return new MockLanguageModelV3({
    doGenerate: async () => ({
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    }),
  });
}

const ask = <T,>(model: MockLanguageModelV3, schema: import("zod").ZodType<T>) =>
  structuredAnswer({ model, system: "TASK: test", messages: [{ role: "user", content: "What plant is this?" }], schema, timeoutMs: 1000 });

describe("structured answers from a model", () => {
  it("returns an answer that matches the schema", async () => {
    const answer = {
      plant_name: "Basil",
      scientific_name: "Ocimum basilicum",
      description: "An aromatic herb.",
      confidence: 0.9,
      care_tips: "Sun and water.",
    };
    expect(await ask(modelAnswering(JSON.stringify(answer)), identificationResultSchema)).toEqual(answer);
  });

  it("refuses malformed output with a clear 502", async () => {
    await expect(ask(modelAnswering("probably a fern"), identificationResultSchema)).rejects.toMatchObject({
      status: 502,
      message: UNREADABLE_ANSWER,
    });
    const outOfRange = { identification: [{ name: "Fern", scientificName: "", commonNames: [], confidence: 7 }], health: { status: "healthy", problems: [] }, advice: "ok" };
    await expect(ask(modelAnswering(JSON.stringify(outOfRange)), diagnosisResultSchema)).rejects.toMatchObject({ status: 502 });
  });

  it("turns a model error into a 502 without leaking it", async () => {
    const broken = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("socket hang up at 10.0.0.3");
      },
    });
    await expect(ask(broken, identificationResultSchema)).rejects.toMatchObject({
      status: 502,
      message: "The AI model could not answer right now. Please try again.",
    });
  });
});
