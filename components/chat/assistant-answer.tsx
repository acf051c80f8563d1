"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { UIMessage } from "ai";
import { Check, CheckCircle2, Loader2, Search, X } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { CHANGE_TOOLS, toolActivity, type AppLink, type ChangeOutput } from "@/lib/assistant-tools";
import { isToolPart, proposalFor, toolNameOf, waitingChanges, type ToolPart } from "./chat-messages";
import { MarkdownMessage } from "./markdown-message";

const isChange = (part: ToolPart) => (CHANGE_TOOLS as readonly string[]).includes(toolNameOf(part));

function Links({ links }: { links: readonly AppLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          <Link href={link.href} className="text-primary underline underline-offset-2">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A lookup the assistant made: one quiet line ("Looked at your 14 plants"). */
function LookupLine({ part }: { part: ToolPart }) {
  const t = useTranslations("Chat");
  const line = toolActivity(toolNameOf(part), part.state, "output" in part ? part.output : undefined, undefined, t);
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      {part.state === "input-streaming" || part.state === "input-available" ? (
        <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
      ) : (
        <Search className="size-3.5" aria-hidden="true" />
      )}
      {line}
    </p>
  );
}

/** A change the assistant proposed: its card while it waits, then what became of it. */
function ChangeCard({
  answer,
  part,
  decision,
  busy,
  onDecide,
}: {
  answer: UIMessage;
  part: ToolPart;
  decision: boolean | undefined;
  busy: boolean;
  onDecide: (approved: boolean) => void;
}) {
  const t = useTranslations("Chat");
  const proposal = proposalFor(answer, part.toolCallId);
  const summaryId = `change-${part.toolCallId}`;
  const line = toolActivity(toolNameOf(part), part.state, "output" in part ? part.output : undefined, proposal, t);
  if (part.state === "approval-requested") {
    return (
      <div role="group" aria-labelledby={summaryId} className="rounded-lg border border-primary/40 bg-background p-3 shadow-sm">
        <p className="text-xs font-medium text-muted-foreground uppercase">{t("proposedChange")}</p>
        <p id={summaryId} className="mt-1 text-sm font-medium">
          {line}
        </p>
        {proposal ? <Links links={proposal.links} /> : null}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => onDecide(true)} disabled={busy || decision !== undefined} aria-describedby={summaryId}>
            <Check aria-hidden="true" /> {t("approve")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDecide(false)} disabled={busy || decision !== undefined} aria-describedby={summaryId}>
            <X aria-hidden="true" /> {t("decline")}
          </Button>
          {decision !== undefined ? (
            <span className="text-xs text-muted-foreground">{decision ? t("approvedWaiting") : t("declinedWaiting")}</span>
          ) : null}
        </div>
      </div>
    );
  }
  if (part.state === "output-available") {
    const output = part.output as ChangeOutput;
    return (
      <div className="rounded-lg border bg-background p-3">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <CheckCircle2 className="size-4 text-primary" aria-hidden="true" /> {line}
        </p>
        <Links links={output.links ?? []} />
      </div>
    );
  }
  if (part.state === "output-error") {
    return (
      <p className="rounded-lg border border-destructive/40 bg-background p-3 text-sm">
        {t("notDone", { error: part.errorText })}
      </p>
    );
  }
  const pending = part.state === "approval-responded" || part.state === "input-streaming" || part.state === "input-available";
  return (
    <p className="flex items-center gap-1.5 rounded-lg border bg-background p-3 text-sm text-muted-foreground">
      {pending ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
      {part.state === "approval-responded" ? t("makingChange", { summary: proposal?.summary ?? "" }) : line}
    </p>
  );
}

/**
 * One answer of the AI gardener: its text, the lookups it made, and the changes it proposed, in
 * the order they happened. With several changes waiting, "Approve all" answers them at once.
 */
export function AssistantAnswer({
  answer,
  decisions,
  busy,
  onDecide,
}: {
  answer: UIMessage;
  decisions: Record<string, boolean>;
  busy: boolean;
  onDecide: (choices: Record<string, boolean>) => void;
}) {
  const t = useTranslations("Chat");
  const waiting = waitingChanges(answer);
  const undecided = waiting.filter((part) => decisions[part.approval!.id] === undefined);
  return (
    <div className="grid max-w-[90%] gap-2 rounded-2xl rounded-bl-sm bg-muted px-4 py-2">
      {answer.parts.map((part, index) => {
        if (part.type === "text") return part.text ? <MarkdownMessage key={index} text={part.text} /> : null;
        if (!isToolPart(part)) return null;
        if (!isChange(part)) return <LookupLine key={part.toolCallId} part={part} />;
        const approvalId = part.state === "approval-requested" ? part.approval.id : undefined;
        return (
          <ChangeCard
            key={part.toolCallId}
            answer={answer}
            part={part}
            busy={busy}
            decision={approvalId ? decisions[approvalId] : undefined}
            onDecide={(approved) => approvalId && onDecide({ [approvalId]: approved })}
          />
        );
      })}
      {undecided.length > 1 ? (
        <div>
          <Button size="sm" disabled={busy} onClick={() => onDecide(Object.fromEntries(undecided.map((part) => [part.approval!.id, true])))}>
            <Check aria-hidden="true" /> {t("approveAll", { count: undecided.length })}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
