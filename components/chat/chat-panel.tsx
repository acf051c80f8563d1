"use client";

import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Bot, Loader2, Send, Sprout, WifiOff } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { MAX_CHAT_MESSAGE_LENGTH, type AiStatus, type ChatMessage } from "@/lib/chat-types";
import { cn } from "@/lib/utils";
import { refetchTasks } from "@/hooks/refetch";
import { AssistantAnswer } from "./assistant-answer";
import { textOf } from "./chat-messages";
import { useGardenerChat } from "./use-gardener-chat";

export function ChatPanel({
  history,
  status: aiStatus,
  className,
}: {
  history: ChatMessage[];
  status: AiStatus;
  className?: string;
}) {
  const t = useTranslations("Chat");
  const [input, setInput] = useState("");
  const queryClient = useQueryClient();
  const failedToSend = useCallback(() => void toast.error(t("sendFailed"), { description: t("sendFailedDescription") }), [t]);
  // An approved change touched the garden: its plants, tasks and the dashboard refetch.
  const onChanged = useCallback(() => void refetchTasks(queryClient), [queryClient]);
  const { messages, send, prepare, status, decisions, decide } = useGardenerChat(history, { onError: failedToSend, onChanged });
  const sending = status === "submitted" || status === "streaming";
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages, status]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const message = input.trim();
    if (!message || sending) return;
    setInput("");
    void send(message);
  }

  return (
    <div className={cn("flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm", className)}>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <p className="flex items-center gap-2 font-semibold">
          <Bot className="size-5 text-primary" aria-hidden="true" /> {t("aiGardener")}
        </p>
        {aiStatus.mode === "model" ? (
          <Badge variant="secondary">{t("model", { model: aiStatus.chatModel ?? "" })}</Badge>
        ) : (
          <Badge variant="outline" title={t("noModel")}>
            <WifiOff className="size-3" aria-hidden="true" /> {t("offlineAssistant")}
          </Badge>
        )}
      </div>
      <div
        ref={listRef}
        role="log"
        aria-label={t("conversation")}
        aria-live="polite"
        className="h-[26rem] space-y-4 overflow-y-auto px-4 py-4 sm:h-[28rem]"
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-muted-foreground">
            <Sprout className="size-10 text-primary" aria-hidden="true" />
            <p>{t("emptyPrompt")}</p>
          </div>
        ) : (
          messages.map((message) =>
            message.role === "user" ? (
              <div key={message.id} className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
                {textOf(message)}
              </div>
            ) : (
              <AssistantAnswer key={message.id} answer={message} decisions={decisions} busy={sending} onDecide={(choices) => decide(message, choices)} />
            ),
          )
        )}
        {status === "submitted" ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> {t("thinking")}
          </p>
        ) : null}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t p-3">
        <label htmlFor="chat-input" className="sr-only">
          {t("messageLabel")}
        </label>
        <Textarea
          id="chat-input"
          value={input}
          rows={1}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          placeholder={t("placeholder")}
          disabled={sending}
          className="max-h-32 min-h-10 resize-none"
          onFocus={prepare}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Button type="submit" size="icon" disabled={sending || input.trim() === ""} aria-label={t("send")}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        </Button>
      </form>
    </div>
  );
}
