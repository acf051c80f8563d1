import { z } from "@/lib/zod";
import { MAX_CHAT_MESSAGE_LENGTH } from "@/lib/chat-types";
import { chatApprovalsSchema } from "./assistant-tools";
import { withoutControlCharacters } from "./common";

/** POST /api/chat/message and /api/chat: the message is trimmed and may not be empty. */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: "Please type a message." })
    .trim()
    .min(1, "Please type a message.")
    .max(MAX_CHAT_MESSAGE_LENGTH, `Messages can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters.`)
    .refine(...withoutControlCharacters("Your message")),
});

/** POST /api/chat: a new message, or the gardener's answers to the changes waiting for approval. */
export const chatRequestSchema = z.union([chatMessageSchema.strict(), chatApprovalsSchema], {
  error: "Send a message, or approve or decline the waiting changes.",
});
