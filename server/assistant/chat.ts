import "server-only";
import {
  consumeStream,
  convertToModelMessages,
  createUIMessageStream,
  createUIMessageStreamResponse,
  generateText,
  getToolName,
  InvalidToolInputError,
  isToolUIPart,
  NoSuchToolError,
  stepCountIs,
  streamText,
  type ModelMessage,
  type UIMessage,
  type UIMessageStreamWriter,
} from "ai";
import { and, desc, eq, sql } from "drizzle-orm";
import { CHANGE_PART, MAX_ASSISTANT_STEPS, type ChangeOutput, type ChangeProposal } from "@/lib/assistant-tools";
import type { ChatAnswerPart, ChatMessage } from "@/lib/chat-types";
import { todayInTimeZone } from "@/lib/dates";
import type { ChatApprovals } from "@/lib/validations/assistant-tools";
import { aiConfig } from "@/server/ai/config";
import { describeGardenerBriefly, loadGardenerContext, systemPrompt, toolSystemPrompt } from "@/server/ai/gardener-context";
import { offlineAnswer, offlineWordsIn } from "@/server/ai/offline-assistant";
import { offlineProposals, proposalWordsIn } from "@/server/ai/offline-proposals";
import { chatModel, modelFailure } from "@/server/ai/provider";
import { takeModelCall } from "@/server/ai/rate-limit";
import { getDb, preparedStatement } from "@/server/db/client";
import { chatMessages } from "@/server/db/schema";
import { listCataloguePlants } from "@/server/garden/plants";
import { ownChatMessages } from "@/server/garden/ownership";
import { errorWordsFor } from "@/server/http/error-language";
import { wordsIn } from "@/lib/i18n/words";
import { HttpError } from "@/server/http/errors";
import type { Gardener } from "@/server/account/gardener";
import { applyApprovedChange, gardenerTools, proposeChange, refusalText, ToolRefusal } from "./tools";
import { listTasks } from "@/server/care/tasks";
import { listUserPlants } from "@/server/garden/plants";

/** The history shown in the chat panel. */
export const CHAT_HISTORY_LIMIT = 100;
/** Earlier exchanges the model sees with a new message. */
const MODEL_HISTORY_TURNS = 8;

export const MODEL_FAILED_RESPONSE = "The AI gardener could not answer this message. Please try again.";
/** What a change left waiting tells the model once the gardener writes again instead. */
const MOVED_ON = "The gardener wrote again without approving this change; it was not made.";
const NOTHING_WAITING = "Nothing in the chat is waiting for your approval any more.";
const CHANGE_FAILED_MESSAGE = "The change could not be made. Please try again.";
const OTHER_GARDEN = "This change was proposed for another of your gardens: open that garden to make it.";

type ChatRow = typeof chatMessages.$inferSelect;
type ToolPart = Extract<ChatAnswerPart, { toolCallId: string }>;

function toChatMessage(row: ChatRow): ChatMessage {
  return { id: row.id, message: row.message, response: row.response, parts: row.parts, awaitingApproval: row.awaitingApproval, createdAt: row.createdAt.toISOString() };
}

/** The gardener's latest exchanges, newest first: one prepared statement (the dashboard reads it on every visit). */
const latestChatMessages = preparedStatement((db) =>
  db
    .select()
    .from(chatMessages)
    .where(ownChatMessages(sql.placeholder("userId")))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(sql.placeholder("limit"))
    .prepare("chat_latest"),
);

async function latestRows(userId: string, limit: number): Promise<ChatRow[]> {
  return latestChatMessages(await getDb()).execute({ userId, limit });
}

/** The latest exchanges, oldest first. */
export async function listChatMessages(userId: string, limit = CHAT_HISTORY_LIMIT): Promise<ChatMessage[]> {
  return (await latestRows(userId, limit)).reverse().map(toChatMessage);
}

const isToolPart = (part: ChatAnswerPart): part is ToolPart => isToolUIPart(part);
const waiting = (parts: readonly ChatAnswerPart[]) => parts.filter((part): part is ToolPart => isToolPart(part) && part.state === "approval-requested");
const textOfParts = (parts: readonly ChatAnswerPart[]) =>
  parts
    .filter((part) => part.type === "text")
    .map((part) => part.text)
    .join("\n\n")
    .trim();

// ---------------------------------------------------------------------------------------------
// What the model sees

/** A stored answer as the model sees it: its text and the tool calls that finished (a call cut off is left out). */
function answerParts(row: ChatRow): UIMessage["parts"] {
  if (!row.parts) return [{ type: "text", text: row.response }];
  return row.parts.filter((part) => !isToolPart(part) || ["output-available", "output-error", "output-denied"].includes(part.state));
}

async function modelHistory(rows: readonly ChatRow[]): Promise<ModelMessage[]> {
  const messages: UIMessage[] = rows.flatMap((row) => [
    { id: `user-${row.id}`, role: "user" as const, parts: [{ type: "text" as const, text: row.message }] },
    { id: `assistant-${row.id}`, role: "assistant" as const, parts: answerParts(row) },
  ]);
  return convertToModelMessages(messages, { ignoreIncompleteToolCalls: true, convertDataPart: () => undefined });
}

/** Earlier exchanges, oldest first, for the model (not the one being answered). */
async function earlierExchanges(userId: string, beforeId: number): Promise<ModelMessage[]> {
  const rows = (await latestRows(userId, MODEL_HISTORY_TURNS + 1)).filter((row) => row.id < beforeId).slice(0, MODEL_HISTORY_TURNS);
  return modelHistory(rows.reverse());
}

// ---------------------------------------------------------------------------------------------
// POST /api/chat/message: one answer as JSON (no tools: nothing there could show an approval card)

async function saveExchange(userId: string, message: string, response: string): Promise<ChatMessage> {
  const db = await getDb();
  const [row] = await db.insert(chatMessages).values({ userId, message, response }).returning();
  return toChatMessage(row!);
}

async function offlineReply(gardener: Gardener, message: string): Promise<string> {
  const [context, catalogue, words] = await Promise.all([loadGardenerContext(gardener), listCataloguePlants(), offlineWordsIn(gardener.locale)]);
  return offlineAnswer(message, context, catalogue, words);
}

/**
 * Answers one message and stores the exchange (JSON contract of POST /api/chat/message).
 * When the model fails the message is still kept, with a note, and a 502 is raised.
 */
export async function answerChatMessage(gardener: Gardener, message: string): Promise<ChatMessage> {
  const config = aiConfig();
  const userId = gardener.userId;
  await declineLeftWaiting(userId);
  if (config.mode === "offline") return saveExchange(userId, message, await offlineReply(gardener, message));
  await takeModelCall(userId);
  const [context, rows] = await Promise.all([loadGardenerContext(gardener), latestRows(userId, MODEL_HISTORY_TURNS)]);
  try {
    const result = await generateText({
      model: chatModel(),
      system: systemPrompt(context),
      messages: [...(await modelHistory(rows.reverse())), { role: "user", content: message }],
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.chatTimeoutMs),
    });
    if (!result.text.trim()) throw new Error("The model answered with no text.");
    return saveExchange(userId, message, result.text);
  } catch (error) {
    await saveExchange(userId, message, MODEL_FAILED_RESPONSE);
    throw modelFailure(error, "chat");
  }
}

// ---------------------------------------------------------------------------------------------
// POST /api/chat: the chat panel's answer, streamed, with tools and approvals

/** A tool's failure as the chat shows it: the app's own words for a refusal, a plain note otherwise. */
function chatErrorText(error: unknown): string {
  if (error instanceof HttpError || error instanceof ToolRefusal) return error.message;
  if (NoSuchToolError.isInstance(error)) return `The assistant asked for a tool that does not exist ("${error.toolName}").`;
  if (InvalidToolInputError.isInstance(error)) return `The assistant's request to ${error.toolName} was not valid, so nothing was changed.`;
  return modelFailure(error, "chat").message;
}

/** What an answer says besides the model's text, in the gardener's language. */
type ChatWords = {
  /** `chatErrorText` (server/http/error-language.ts). */
  errorText: (error: unknown) => string;
  /** The app's own English message ("The change could not be made..."). */
  message: (english: string) => string;
  /** The notes after approvals ("AssistantTools" in locales/<code>/server.json). */
  t: Awaited<ReturnType<typeof wordsIn<"AssistantTools">>>;
};

async function chatWordsFor(gardener: Gardener): Promise<ChatWords> {
  const [message, t] = await Promise.all([errorWordsFor(gardener.locale), wordsIn(gardener.locale, "AssistantTools")]);
  return { errorText: (error) => message(chatErrorText(error)), message, t };
}

/** Changes left waiting when the gardener writes again are declined, so no answer keeps a call without its result. */
async function declineLeftWaiting(userId: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(chatMessages)
      .where(and(ownChatMessages(userId), eq(chatMessages.awaitingApproval, true)))
      .for("update");
    for (const row of rows) {
      const parts = (row.parts ?? []).map((part) =>
        isToolPart(part) && part.state === "approval-requested"
          ? ({ ...part, state: "output-denied", approval: { id: part.approval.id, approved: false, reason: MOVED_ON } } as ChatAnswerPart)
          : part,
      );
      await tx.update(chatMessages).set({ parts, awaitingApproval: false }).where(eq(chatMessages.id, row.id));
    }
  });
}

/**
 * Takes the gardener's answers to the changes waiting in their latest answer. The row is locked and
 * marked answered in one transaction, so a second click (or a second tab) gets a 409 and nothing
 * runs twice. Every waiting change must be answered; the inputs are the stored ones, never the client's.
 */
async function takeApprovals(userId: string, approvals: ChatApprovals): Promise<ChatRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(ownChatMessages(userId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(1)
      .for("update");
    if (!row?.awaitingApproval || !row.parts) throw new HttpError(409, NOTHING_WAITING);
    const answers = new Map(approvals.map((approval) => [approval.id, approval.approved]));
    const open = waiting(row.parts);
    if (answers.size !== approvals.length || open.length !== answers.size || open.some((part) => !answers.has(part.approval!.id))) {
      throw new HttpError(400, "Approve or decline each waiting change.");
    }
    const parts = row.parts.map((part) =>
      isToolPart(part) && part.state === "approval-requested"
        ? ({ ...part, state: "approval-responded", approval: { id: part.approval.id, approved: answers.get(part.approval.id)! } } as ChatAnswerPart)
        : part,
    );
    const [taken] = await tx.update(chatMessages).set({ parts, awaitingApproval: false }).where(eq(chatMessages.id, row.id)).returning();
    return taken!;
  });
}

/** The garden a change was proposed for (its card says), or null when the card is missing. */
function proposalGarden(parts: readonly ChatAnswerPart[], toolCallId: string): number | null {
  const card = parts.find((part) => part.type === CHANGE_PART && "id" in part && part.id === toolCallId);
  return card && "data" in card ? ((card.data as ChangeProposal).gardenId ?? null) : null;
}

/** Why an approved change was not made: the app's refusal, or (logged) a plain note for anything else. */
function changeFailure(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  console.error("An approved change failed", error);
  return CHANGE_FAILED_MESSAGE;
}

/**
 * Makes the approved changes and leaves the declined ones, writing each result to the stream;
 * answers the parts as they now stand (outputs in place), and a line per change for the offline assistant.
 */
async function runApprovals(
  { gardener, words }: Pick<Answering, "gardener" | "words">,
  parts: readonly ChatAnswerPart[],
  writer: UIMessageStreamWriter,
): Promise<{ parts: ChatAnswerPart[]; notes: string[] }> {
  const notes: string[] = [];
  const updated: ChatAnswerPart[] = [];
  for (const part of parts) {
    if (!isToolPart(part) || part.state !== "approval-responded") {
      updated.push(part);
      continue;
    }
    if (!part.approval.approved) {
      writer.write({ type: "tool-output-denied", toolCallId: part.toolCallId });
      updated.push({ ...part, state: "output-denied" } as ChatAnswerPart);
      notes.push(words.t("declinedNote"));
      continue;
    }
    try {
      if (proposalGarden(parts, part.toolCallId) !== gardener.gardenId) throw new HttpError(409, OTHER_GARDEN);
      const output: ChangeOutput = await applyApprovedChange(gardener, getToolName(part), part.input);
      writer.write({ type: "tool-output-available", toolCallId: part.toolCallId, output });
      updated.push({ ...part, state: "output-available", output } as ChatAnswerPart);
      notes.push(words.t("doneNote", { done: output.done }));
    } catch (error) {
      const errorText = words.message(changeFailure(error));
      writer.write({ type: "tool-output-error", toolCallId: part.toolCallId, errorText });
      updated.push({ ...part, state: "output-error", errorText } as ChatAnswerPart);
      notes.push(words.t("notDoneNote", { error: errorText }));
    }
  }
  return { parts: updated, notes };
}

type Answering = {
  gardener: Gardener;
  /** A failure's words for the stream, and the answer's other words, in the gardener's language. */
  words: ChatWords;
  row: ChatRow;
  /** The answer so far (a continued answer's stored parts), or none for a new message. */
  parts: ChatAnswerPart[];
  approving: boolean;
};

/** The steps this answer has taken (each model call starts one). */
const stepsTaken = (parts: readonly ChatAnswerPart[]) => parts.filter((part) => part.type === "step-start").length;

/** Lets the model answer, look things up and propose changes, within the steps the answer has left. */
async function modelAnswer({ gardener, row, parts, words: { errorText } }: Answering, writer: UIMessageStreamWriter, answered: ChatAnswerPart[]): Promise<void> {
  const config = aiConfig();
  const steps = MAX_ASSISTANT_STEPS - stepsTaken(parts);
  const thisExchange = await convertToModelMessages(
    [
      { role: "user", parts: [{ type: "text", text: row.message }] },
      ...(answered.length ? [{ role: "assistant" as const, parts: answered }] : []),
    ],
    { ignoreIncompleteToolCalls: true, convertDataPart: () => undefined },
  );
  const result = streamText({
    model: chatModel(),
    system: toolSystemPrompt(describeGardenerBriefly(gardener, todayInTimeZone(gardener.timeZone))),
    messages: [...(await earlierExchanges(gardener.userId, row.id)), ...thisExchange],
    tools: gardenerTools({
      gardener,
      showProposal: (toolCallId, proposal) => writer.write({ type: CHANGE_PART, id: toolCallId, data: proposal }),
      // Continued after approvals, the answer's earlier tool calls count against its limits.
      earlierCalls: answered.filter(isToolPart).map(getToolName),
    }),
    stopWhen: stepCountIs(Math.max(steps, 1)),
    // Every step after the first is another call to the model, held to the same limits; the
    // last may only write (a model that keeps calling tools is stopped there, with an answer).
    prepareStep: async ({ stepNumber }) => {
      if (stepNumber > 0) await takeModelCall(gardener.userId);
      return stepNumber >= steps - 1 ? { toolChoice: "none" as const, activeTools: [] } : undefined;
    },
    providerOptions: { openai: { parallelToolCalls: false } },
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(config.chatTimeoutMs),
  });
  writer.merge(result.toUIMessageStream({ sendStart: false, onError: errorText }));
}

/** A finished piece of text, written whole (the offline assistant does not stream word by word). */
function writeText(writer: UIMessageStreamWriter, id: string, text: string): void {
  writer.write({ type: "text-start", id });
  writer.write({ type: "text-delta", id, delta: text });
  writer.write({ type: "text-end", id });
}

/** The offline assistant: proposes the changes it understood, or answers from the garden's data. */
async function offlineAnswerParts({ gardener, row, words: chatWords }: Answering, writer: UIMessageStreamWriter): Promise<void> {
  const [plants, catalogue, openTasks, words] = await Promise.all([listUserPlants(gardener), listCataloguePlants(), listTasks(gardener, "open"), proposalWordsIn(gardener)]);
  const proposal = offlineProposals(row.message, { plants, catalogue, openTasks, today: todayInTimeZone(gardener.timeZone), words });
  const text = (id: string, value: string) => writeText(writer, id, value);
  if (!proposal) {
    text("answer", await offlineReply(gardener, row.message));
    return;
  }
  text("intro", proposal.text);
  const refused: string[] = [];
  for (const [index, change] of proposal.changes.entries()) {
    const toolCallId = `offline-${row.id}-${index}`;
    try {
      const card = await proposeChange(gardener, change.toolName, change.input);
      writer.write({ type: "tool-input-available", toolCallId, toolName: change.toolName, input: change.input });
      writer.write({ type: CHANGE_PART, id: toolCallId, data: card });
      writer.write({ type: "tool-approval-request", toolCallId, approvalId: `approve-${toolCallId}` });
    } catch (error) {
      refused.push(chatWords.message(refusalText(error)));
    }
  }
  if (refused.length) text("refused", refused.join("\n"));
}

/**
 * Streams an answer (new, or continued after approvals) and stores it when the stream ends: its
 * text, its parts, and whether changes wait. A failure still leaves the exchange, with a note.
 */
function streamAnswer(answering: Answering): Response {
  const { row, parts, approving } = answering;
  const messageId = `assistant-${row.id}`;
  let failed = false;
  const stream = createUIMessageStream<UIMessage>({
    originalMessages: parts.length ? [{ id: messageId, role: "assistant", parts }] : [],
    execute: async ({ writer }) => {
      writer.write({ type: "start", messageId });
      const results = approving ? await runApprovals(answering, parts, writer) : { parts: [], notes: [] };
      if (aiConfig().mode === "offline") {
        if (approving) writeText(writer, "done", results.notes.join("\n"));
        else await offlineAnswerParts(answering, writer);
        writer.write({ type: "finish" });
        return;
      }
      // The model carries on from the results (the parts as they now stand, outputs in place).
      await modelAnswer(answering, writer, results.parts);
    },
    onError: (error) => {
      failed = true;
      return answering.words.errorText(error);
    },
    onFinish: async ({ responseMessage }) => {
      // A change cut off half-way (the server stopped) is stored as not made, never as still running.
      const finalParts = responseMessage.parts.map((part) =>
        isToolPart(part) && (part.state === "approval-responded" || part.state === "input-available" || part.state === "input-streaming")
          ? ({ ...part, state: "output-error", errorText: answering.words.message(CHANGE_FAILED_MESSAGE) } as ChatAnswerPart)
          : part,
      );
      const text = textOfParts(finalParts);
      const response = failed && !text ? MODEL_FAILED_RESPONSE : text || (waiting(finalParts).length ? "" : MODEL_FAILED_RESPONSE);
      const db = await getDb();
      await db
        .update(chatMessages)
        .set({ parts: finalParts, response, awaitingApproval: waiting(finalParts).length > 0 })
        .where(eq(chatMessages.id, row.id));
    },
  });
  // Read to its end even when the browser goes away, so approved changes are always stored with their results.
  return createUIMessageStreamResponse({ stream, consumeSseStream: consumeStream });
}

/** A new message: changes left waiting are declined, the exchange is stored, and the answer streams. */
export async function streamChatAnswer(gardener: Gardener, message: string): Promise<Response> {
  if (aiConfig().mode === "model") await takeModelCall(gardener.userId);
  await declineLeftWaiting(gardener.userId);
  const db = await getDb();
  // Stored first, so the streamed answer has the id a reload shows it under.
  const [row] = await db.insert(chatMessages).values({ userId: gardener.userId, message, response: MODEL_FAILED_RESPONSE }).returning();
  return streamAnswer({ gardener, row: row!, parts: [], approving: false, words: await chatWordsFor(gardener) });
}

/** The gardener's Approve or Decline on each waiting change: the approved ones run, and the answer carries on. */
export async function streamApprovedChanges(gardener: Gardener, approvals: ChatApprovals): Promise<Response> {
  if (aiConfig().mode === "model") await takeModelCall(gardener.userId);
  const row = await takeApprovals(gardener.userId, approvals);
  return streamAnswer({ gardener, row, parts: row.parts ?? [], approving: true, words: await chatWordsFor(gardener) });
}
