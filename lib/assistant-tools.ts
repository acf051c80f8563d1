// What the chat shows of the AI gardener's tools (docs/architecture.md#the-ai-gardener-acts):
// shared by the server, which writes it, and the chat panel, which reads it.
import type { useTranslations } from "next-intl";

/** The chat's words (locales/<code>/assistant.json "Chat"). */
type ChatWords = ReturnType<typeof useTranslations<"Chat">>;

/** The most model steps one answer may take, approvals included: a looping model stops there. */
export const MAX_ASSISTANT_STEPS = 5;

/** The most changes one answer may propose (a model asking for more is refused, not obeyed). */
export const MAX_CHANGES_PER_ANSWER = 10;

/** The most lookups one answer may make. */
export const MAX_LOOKUPS_PER_ANSWER = 20;

/** A place in the app a tool's result touched: a plant, the schedule, the harvest log. */
export type AppLink = { label: string; href: string };

/** What a lookup answers besides its data: what it looked at, in words ("your 14 plants"). */
export type LookupOutput = { seen: string };

/**
 * A change the gardener is asked to approve (the chat's `data-change` part, keyed by the tool call's
 * id), and the garden it was checked against: it is made only while that garden is open.
 */
export type ChangeProposal = { summary: string; links: AppLink[]; gardenId?: number };

/** What an approved change did. */
export type ChangeOutput = { done: string; links: AppLink[] };

/**
 * The names of the tools that change the garden (each waits for an Approve): the keys of
 * `writeToolInputs` (lib/validations/assistant-tools.ts), listed here so the chat's bundle has no zod.
 */
export const CHANGE_TOOLS = ["recordWatering", "completeTask", "snoozeTask", "addTask", "addPlant", "logHarvest"] as const;

/** The chat's data part that carries a proposal. */
export const CHANGE_PART = "data-change";

export const plantLink = (id: number, name: string): AppLink => ({ label: name, href: `/plants#plant-${id}` });

/** The lookups whose line says they read ("Read 5 journal entries on Tomato"); the others "Looked at". */
const READING_LOOKUPS: ReadonlySet<string> = new Set(["readJournal"]);

/**
 * The line the chat shows for a tool part: what was looked at, what is proposed, what was done.
 * The server wrote `seen`, `summary` and `done` in the gardener's language; `t` words the rest.
 */
export function toolActivity(toolName: string, state: string, output: unknown, proposal: ChangeProposal | undefined, t: ChatWords): string {
  const isChange = (CHANGE_TOOLS as readonly string[]).includes(toolName);
  switch (state) {
    case "input-streaming":
    case "input-available":
      return isChange ? t("preparingChange") : t("lookingUp");
    case "approval-requested":
    case "approval-responded":
      return proposal?.summary ?? t("aChange");
    case "output-denied":
      return proposal ? t("declined", { summary: proposal.summary }) : t("declinedAChange");
    case "output-error":
      return isChange ? t("changeFailed") : t("lookupFailed");
    case "output-available": {
      const result = output as Partial<LookupOutput & ChangeOutput> | null;
      if (result?.done) return result.done;
      if (!result?.seen) return t("lookedUp");
      return READING_LOOKUPS.has(toolName) ? t("read", { seen: result.seen }) : t("lookedAt", { seen: result.seen });
    }
    default:
      return t("working");
  }
}

/** The most parts of an answer the export reads (an answer holds far fewer: 5 steps, 30 tool calls). */
const MAX_TOOL_PARTS = 100;

/** One step of an answer as the export keeps it: the tool, its input, what became of it. */
export type ToolStep = { name: string; input: unknown; state: string; output?: unknown; error?: string };

/** An answer's tool steps, in order, from its stored parts (a stable shape, apart from the AI SDK's). */
export function toolSteps(parts: readonly { type: string }[] | null): ToolStep[] {
  return (parts ?? []).slice(0, MAX_TOOL_PARTS).flatMap((part) => {
    if (!part.type.startsWith("tool-")) return [];
    const tool = part as { type: string; input?: unknown; state: string; output?: unknown; errorText?: string };
    return [
      {
        name: tool.type.slice("tool-".length),
        input: tool.input ?? null,
        state: tool.state,
        ...(tool.state === "output-available" ? { output: tool.output } : {}),
        ...(tool.errorText ? { error: tool.errorText } : {}),
      },
    ];
  });
}
