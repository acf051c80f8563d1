import "server-only";
import { createUIMessageStream, createUIMessageStreamResponse, generateText, streamText, type ModelMessage } from "ai";
import { desc, sql } from "drizzle-orm";
import type { ChatMessage } from "@/lib/chat-types";
import { aiConfig } from "@/server/ai/config";
import { loadGardenerContext, systemPrompt } from "@/server/ai/gardener-context";
import { offlineAnswer } from "@/server/ai/offline-assistant";
import { chatModel, modelFailure } from "@/server/ai/provider";
import { takeModelCall } from "@/server/ai/rate-limit";
import { getDb, preparedStatement } from "@/server/db/client";
import { chatMessages } from "@/server/db/schema";
import { listCataloguePlants } from "@/server/garden/plants";
import { ownChatMessages } from "@/server/garden/ownership";
import type { Gardener } from "@/server/account/gardener";

/** The history shown in the chat panel. */
export const CHAT_HISTORY_LIMIT = 100;
/** Earlier exchanges the model sees with a new message. */
const MODEL_HISTORY_TURNS = 8;

export const MODEL_FAILED_RESPONSE = "The AI gardener could not answer this message. Please try again.";

function toChatMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
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

/** The latest exchanges, oldest first. */
export async function listChatMessages(userId: string, limit = CHAT_HISTORY_LIMIT): Promise<ChatMessage[]> {
  const rows = await latestChatMessages(await getDb()).execute({ userId, limit });
  return rows.reverse().map(toChatMessage);
}

async function saveChatMessage(userId: string, message: string, response: string): Promise<ChatMessage> {
  const db = await getDb();
  const [row] = await db.insert(chatMessages).values({ userId, message, response }).returning();
  return toChatMessage(row!);
}

/** What the model sees: the gardener's situation, recent exchanges and the new message. */
async function modelPrompt(gardener: Gardener, message: string): Promise<{ system: string; messages: ModelMessage[] }> {
  const [context, history] = await Promise.all([
    loadGardenerContext(gardener),
    listChatMessages(gardener.userId, MODEL_HISTORY_TURNS),
  ]);
  const messages: ModelMessage[] = history.flatMap((exchange) => [
    { role: "user" as const, content: exchange.message },
    { role: "assistant" as const, content: exchange.response },
  ]);
  messages.push({ role: "user", content: message });
  return { system: systemPrompt(context), messages };
}

async function offlineReply(gardener: Gardener, message: string): Promise<string> {
  const [context, catalogue] = await Promise.all([loadGardenerContext(gardener), listCataloguePlants()]);
  return offlineAnswer(message, context, catalogue);
}

/**
 * Answers one message and stores the exchange (JSON contract of POST /api/chat/message).
 * When the model fails the message is still kept, with a note, and a 502 is raised.
 */
export async function answerChatMessage(gardener: Gardener, message: string): Promise<ChatMessage> {
  const config = aiConfig();
  const userId = gardener.userId;
  if (config.mode === "offline") return saveChatMessage(userId, message, await offlineReply(gardener, message));
  await takeModelCall(userId);
  const prompt = await modelPrompt(gardener, message);
  try {
    const result = await generateText({
      model: chatModel(),
      ...prompt,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.chatTimeoutMs),
    });
    if (!result.text.trim()) throw new Error("The model answered with no text.");
    return saveChatMessage(userId, message, result.text);
  } catch (error) {
    await saveChatMessage(userId, message, MODEL_FAILED_RESPONSE);
    throw modelFailure(error, "chat");
  }
}

/** One finished answer as a UI message stream, so the chat panel reads both modes the same way. */
function answerStream(answer: string): Response {
  const stream = createUIMessageStream({
    execute: ({ writer }) => {
      writer.write({ type: "start" });
      writer.write({ type: "text-start", id: "answer" });
      writer.write({ type: "text-delta", id: "answer", delta: answer });
      writer.write({ type: "text-end", id: "answer" });
      writer.write({ type: "finish" });
    },
  });
  return createUIMessageStreamResponse({ stream });
}

/**
 * The chat panel's answer: streamed as the model writes it (AI SDK UI message stream), with
 * the exchange stored once it ends, also when the model fails.
 */
export async function streamChatAnswer(gardener: Gardener, message: string): Promise<Response> {
  const config = aiConfig();
  const userId = gardener.userId;
  if (config.mode === "offline") {
    const answer = await offlineReply(gardener, message);
    await saveChatMessage(userId, message, answer);
    return answerStream(answer);
  }

  await takeModelCall(userId);
  const prompt = await modelPrompt(gardener, message);
  let saved = false;
  const save = async (response: string) => {
    if (saved) return;
    saved = true;
    await saveChatMessage(userId, message, response);
  };
  const result = streamText({
    model: chatModel(),
    ...prompt,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(config.chatTimeoutMs),
    onFinish: async ({ text }) => save(text.trim() ? text : MODEL_FAILED_RESPONSE),
    onError: async () => save(MODEL_FAILED_RESPONSE),
  });
  return result.toUIMessageStreamResponse({ onError: (error) => modelFailure(error, "chat").message });
}
