import "server-only";
import { generateText, type ModelMessage } from "ai";
import { desc, eq } from "drizzle-orm";
import type { ChatMessage } from "@/lib/chat-types";
import type { CurrentUser } from "@/server/auth";
import { aiConfig } from "@/server/ai/config";
import { loadGardenerContext, systemPrompt, type GardenerContext } from "@/server/ai/gardener-context";
import { offlineAnswer } from "@/server/ai/offline-assistant";
import { chatModel, modelFailure } from "@/server/ai/provider";
import { takeModelCall } from "@/server/ai/rate-limit";
import { getDb } from "@/server/db/client";
import { chatMessages } from "@/server/db/schema";
import { listCataloguePlants } from "@/server/garden";

/** The history shown in the chat panel. */
export const CHAT_HISTORY_LIMIT = 100;
/** Earlier exchanges the model sees with a new message. */
const MODEL_HISTORY_TURNS = 8;

export const MODEL_FAILED_RESPONSE = "The AI gardener could not answer this message. Please try again.";

function toChatMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
  return { id: row.id, message: row.message, response: row.response, createdAt: row.createdAt.toISOString() };
}

/** The latest exchanges, oldest first. */
export async function listChatMessages(userId: string, limit = CHAT_HISTORY_LIMIT): Promise<ChatMessage[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}

export async function saveChatMessage(userId: string, message: string, response: string): Promise<ChatMessage> {
  const db = await getDb();
  const [row] = await db.insert(chatMessages).values({ userId, message, response }).returning();
  return toChatMessage(row!);
}

/** What the model sees: the gardener's situation, recent exchanges and the new message. */
export async function modelPrompt(user: CurrentUser, message: string): Promise<{ system: string; messages: ModelMessage[] }> {
  const [context, history] = await Promise.all([loadGardenerContext(user), listChatMessages(user.id, MODEL_HISTORY_TURNS)]);
  const messages: ModelMessage[] = history.flatMap((exchange) => [
    { role: "user" as const, content: exchange.message },
    { role: "assistant" as const, content: exchange.response },
  ]);
  messages.push({ role: "user", content: message });
  return { system: systemPrompt(context), messages };
}

export async function offlineReply(user: CurrentUser, message: string, context?: GardenerContext): Promise<string> {
  const [gardenerContext, catalogue] = await Promise.all([
    context ? Promise.resolve(context) : loadGardenerContext(user),
    listCataloguePlants(),
  ]);
  return offlineAnswer(message, gardenerContext, catalogue);
}

/**
 * Answers one message and stores the exchange (JSON contract of POST /api/chat/message).
 * When the model fails the message is still kept, with a note, and a 502 is raised.
 */
export async function answerChatMessage(user: CurrentUser, message: string): Promise<ChatMessage> {
  const config = aiConfig();
  if (config.mode === "offline") return saveChatMessage(user.id, message, await offlineReply(user, message));
  takeModelCall(user.id);
  const prompt = await modelPrompt(user, message);
  try {
    const result = await generateText({
      model: chatModel(),
      ...prompt,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(config.chatTimeoutMs),
    });
    if (!result.text.trim()) throw new Error("The model answered with no text.");
    return saveChatMessage(user.id, message, result.text);
  } catch (error) {
    await saveChatMessage(user.id, message, MODEL_FAILED_RESPONSE);
    throw modelFailure(error, "chat");
  }
}
