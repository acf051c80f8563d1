import { createTranslator } from "next-intl";
import englishAssistant from "@/locales/en/assistant.json";
import germanAssistant from "@/locales/de/assistant.json";
import { describe, expect, it } from "vitest";
import { toolActivity } from "./assistant-tools";

const english = createTranslator({ locale: "en", messages: englishAssistant, namespace: "Chat" });
const german = createTranslator({ locale: "de", messages: germanAssistant as typeof englishAssistant, namespace: "Chat" });

describe("toolActivity", () => {
  it("says what a lookup looked at, and what one that reads has read", () => {
    expect(toolActivity("listPlants", "output-available", { seen: "your 14 plants" }, undefined, english)).toBe("Looked at your 14 plants");
    expect(toolActivity("readJournal", "output-available", { seen: "5 journal entries on Tomato" }, undefined, english)).toBe("Read 5 journal entries on Tomato");
    expect(toolActivity("readJournal", "output-available", null, undefined, english)).toBe("Looked that up");
    // A name from a stored part is only a name, never a key of the object's prototype.
    expect(toolActivity("constructor", "output-available", { seen: "something" }, undefined, english)).toBe("Looked at something");
  });

  it("says what a change did, proposes or could not do", () => {
    expect(toolActivity("recordWatering", "output-available", { done: "Watered Big Red today", links: [] }, undefined, english)).toBe("Watered Big Red today");
    expect(toolActivity("recordWatering", "approval-requested", undefined, { summary: "Record watering Big Red today", links: [] }, english)).toBe("Record watering Big Red today");
    expect(toolActivity("recordWatering", "output-denied", undefined, { summary: "Record watering Big Red today", links: [] }, english)).toBe("Declined: Record watering Big Red today");
    expect(toolActivity("recordWatering", "output-denied", undefined, undefined, english)).toBe("Declined: a change to your garden");
    expect(toolActivity("recordWatering", "output-error", undefined, undefined, english)).toBe("The change could not be made.");
    expect(toolActivity("readJournal", "output-error", undefined, undefined, english)).toBe("The lookup did not work.");
    expect(toolActivity("readJournal", "input-available", undefined, undefined, english)).toBe("Looking that up...");
    expect(toolActivity("addTask", "input-streaming", undefined, undefined, english)).toBe("Preparing a change...");
  });

  it("speaks the gardener's language around what the server wrote in it", () => {
    const lookedAt = toolActivity("listPlants", "output-available", { seen: "deine 14 Pflanzen" }, undefined, german);
    expect(lookedAt).toContain("deine 14 Pflanzen");
    expect(lookedAt).not.toMatch(/Looked at/);
    expect(toolActivity("recordWatering", "output-error", undefined, undefined, german)).toBe(germanAssistant.Chat.changeFailed);
    expect(toolActivity("readJournal", "input-available", undefined, undefined, german)).not.toMatch(/Looking/);
  });
});
