"use client";

import { useCallback, useRef, useState } from "react";
import type { UIMessage } from "ai";
import { CHANGE_TOOLS } from "@/lib/assistant-tools";
import type { ChatMessage } from "@/lib/chat-types";
import { isToolPart, toolNameOf, toUIMessages, waitingChanges } from "./chat-messages";

export type ChatStatus = "ready" | "submitted" | "streaming";

const loadStream = () => import("./chat-stream");

/** Whether an answer made a change to the garden (an approved change's result), so the lists refetch. */
const changedTheGarden = (answer: UIMessage) =>
  answer.parts.some((part) => isToolPart(part) && part.state === "output-available" && (CHANGE_TOOLS as readonly string[]).includes(toolNameOf(part)));

/**
 * The conversation: the stored history, then each question with its answer as it streams in.
 * An answer may propose changes: the gardener approves or declines each (`decide`), and once every
 * waiting change has an answer they go to the server together and the answer carries on.
 * The streaming code loads on first use; `prepare` starts loading it early (when the gardener
 * focuses the message box), so a send rarely waits for it.
 */
export function useGardenerChat(history: ChatMessage[], { onError, onChanged }: { onError: () => void; onChanged: () => void }) {
  const [messages, setMessages] = useState<UIMessage[]>(() => toUIMessages(history));
  const [status, setStatus] = useState<ChatStatus>("ready");
  /** The gardener's answers to the waiting changes, by approval id, until they are sent. */
  const [decisions, setDecisions] = useState<Record<string, boolean>>({});
  const sent = useRef(0);

  const prepare = useCallback(() => void loadStream().catch(() => {}), []);

  /**
   * Streams an answer into the conversation after `after` (its question), in place of the answer it
   * continues, if any. For a new answer "Thinking..." stays until it has something to show.
   */
  const follow = useCallback(
    async (answers: (stream: Awaited<ReturnType<typeof loadStream>>) => AsyncGenerator<UIMessage>, after: UIMessage, continues?: UIMessage) => {
      setStatus("submitted");
      let last: UIMessage | undefined;
      try {
        const loaded = await loadStream();
        for await (const answer of answers(loaded)) {
          last = answer;
          // A new answer's first chunks only name it and its step: nothing to show yet.
          if (!continues && !answer.parts.some((part) => (part.type === "text" && part.text) || isToolPart(part))) continue;
          setStatus("streaming");
          // The answer follows its question (no other send starts while one is under way).
          setMessages((current) => [...current.slice(0, current.indexOf(after) + 1), answer]);
        }
      } catch {
        onError();
      } finally {
        setStatus("ready");
        if (last && changedTheGarden(last)) onChanged();
      }
    },
    [onError, onChanged],
  );

  const send = useCallback(
    async (text: string) => {
      sent.current += 1;
      const question: UIMessage = { id: `new-${sent.current}`, role: "user", parts: [{ type: "text", text }] };
      setMessages((current) => [...current, question]);
      setDecisions({});
      await follow((stream) => stream.streamAnswer(question), question);
    },
    [follow],
  );

  /** Records the gardener's answer to waiting changes; sends them all once none is left unanswered. */
  const decide = useCallback(
    (answer: UIMessage, choices: Record<string, boolean>) => {
      const next = { ...decisions, ...choices };
      const waiting = waitingChanges(answer);
      if (waiting.some((part) => part.state === "approval-requested" && next[part.approval.id] === undefined)) {
        setDecisions(next);
        return;
      }
      setDecisions({});
      const approvals = waiting.map((part) => ({ id: part.approval!.id, approved: next[part.approval!.id]! }));
      const question = messages[messages.indexOf(answer) - 1]!;
      void follow((stream) => stream.streamApprovals(answer, approvals), question, answer);
    },
    [decisions, follow, messages],
  );

  return { messages, status, send, prepare, decisions, decide };
}
