// Starts the fake OpenAI-compatible server for a test file and switches the app to it on demand.
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "@/scripts/fake-openai.mjs";

export function setUpFakeOpenAI(): { server: () => FakeOpenAI; useModel: () => void } {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());
  // Each test starts offline (no model); its gardeners are new, so their rate limits are fresh.
  beforeEach(() => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
  });
  return {
    server: () => fake,
    useModel: () => {
      process.env.OPENAI_BASE_URL = fake.url;
      process.env.OPENAI_API_KEY = "test-key";
      process.env.AI_CHAT_MODEL = "fake-gardener";
      process.env.AI_VISION_MODEL = "fake-vision";
      process.env.AI_CHAT_TIMEOUT_MS = "1500";
      process.env.AI_VISION_TIMEOUT_MS = "1500";
    },
  };
}
