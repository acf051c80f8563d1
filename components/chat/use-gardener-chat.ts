"use client";

import { useCallback, useRef, useState } from "react";
import type { UIMessage } from "ai";
import type { ChatMessage } from "@/lib/chat-types";
import { toUIMessages } from "./chat-messages";

export type ChatStatus = "ready" | "submitted" | "streaming";

const loadStream = () => import("./chat-stream");

/**
 * The conversation: the stored history, then each question with its answer as it streams in.
 * The streaming code loads on first use; `prepare` starts loading it early (when the gardener
 * focuses the message box), so a send rarely waits for it.
 */
export function useGardenerChat(history: ChatMessage[], onError: () => void) {
  const [messages, setMessages] = useState<UIMessage[]>(() => toUIMessages(history));
  const [status, setStatus] = useState<ChatStatus>("ready");
  const sent = useRef(0);

  const prepare = useCallback(() => void loadStream().catch(() => {}), []);

  const send = useCallback(
    async (text: string) => {
      sent.current += 1;
      const question: UIMessage = { id: `new-${sent.current}`, role: "user", parts: [{ type: "text", text }] };
      setMessages((current) => [...current, question]);
      setStatus("submitted");
      try {
        const { streamAnswer } = await loadStream();
        for await (const answer of streamAnswer(question)) {
          setStatus("streaming");
          // The answer follows its question (no other send starts while one is under way).
          setMessages((current) => [...current.slice(0, current.indexOf(question) + 1), answer]);
        }
      } catch {
        onError();
      } finally {
        setStatus("ready");
      }
    },
    [onError],
  );

  return { messages, status, send, prepare };
}
