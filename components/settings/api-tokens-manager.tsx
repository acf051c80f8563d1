"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Check, Copy, Loader2, Plus, Trash2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "@/hooks/use-api-tokens";
import { apiErrorMessage } from "@/lib/api-client";
import { formatMoment } from "@/lib/format";
import { MAX_API_TOKENS, type ApiTokenJson, type CreatedApiTokenJson } from "@/lib/api-tokens";
import { API_TOKEN_NAME_MAX_LENGTH } from "@/lib/validations/tokens";

/** A date in the gardener's time zone: the same on the server's render and in the browser. */
function dateIn(timeZone: string) {
  return (iso: string) => formatMoment(iso, "date", { timeZone });
}

/** The API Tokens card's body: make a token (shown once), list them, revoke one. */
export function ApiTokensManager({ initialTokens, timeZone }: { initialTokens: ApiTokenJson[]; timeZone: string }) {
  const t = useTranslations("Connections");
  const tokens = useApiTokens({ tokens: initialTokens });
  const create = useCreateApiToken();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<CreatedApiTokenJson | null>(null);
  const formatDate = dateIn(timeZone);
  const list = tokens.data.tokens;
  const full = list.length >= MAX_API_TOKENS;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (token) => {
        setCreated(token);
        setName("");
      },
    });
  }

  return (
    <div className="grid gap-6">
      {created ? (
        <NewToken token={created} onDone={() => setCreated(null)} />
      ) : (
        <form className="grid gap-3" onSubmit={submit} aria-label={t("newTokenForm")}>
          <FormField id="api-token-name" label={t("tokenName")} error={apiErrorMessage(create.error)}>
            <Input
              id="api-token-name"
              required
              maxLength={API_TOKEN_NAME_MAX_LENGTH}
              placeholder={t("tokenNamePlaceholder")}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (create.isError) create.reset();
              }}
              aria-describedby="api-token-name-hint"
              aria-invalid={create.isError || undefined}
            />
          </FormField>
          <p id="api-token-name-hint" className="text-sm text-muted-foreground">
            {full ? t("tokensFull", { count: MAX_API_TOKENS }) : t("tokenNameHint")}
          </p>
          <div>
            <Button type="submit" disabled={create.isPending || !name.trim() || full}>
              {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {create.isPending ? t("making") : t("newToken")}
            </Button>
          </div>
        </form>
      )}

      <section aria-labelledby="api-token-list-heading" className="grid gap-2">
        <h3 id="api-token-list-heading" className="font-semibold">
          {t("yourTokens")}
        </h3>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noTokens")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("tokenList")}>
            {list.map((token) => (
              <TokenRow key={token.id} token={token} formatDate={formatDate} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The token just made, the one time it is shown, with a Copy button. */
function NewToken({ token, onDone }: { token: CreatedApiTokenJson; onDone: () => void }) {
  const t = useTranslations("Connections");
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // The form that had focus is gone: the token takes it, selected, ready to copy.
  useEffect(() => {
    field.current?.focus();
  }, []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
      toast.success(t("tokenCopied"), { description: t("tokenCopiedHint") });
    } catch {
      toast.error(t("tokenNotCopied"), { description: t("tokenNotCopiedHint") });
    }
  }

  return (
    <section aria-labelledby="new-api-token-heading" className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4">
      <h3 id="new-api-token-heading" className="font-semibold">
        {t("newTokenTitle", { first: token.name })}
      </h3>
      <p className="text-sm" role="status">
        {t.rich("newTokenWarning", { strong: (chunks) => <strong>{chunks}</strong> })}
      </p>
      <Textarea
        ref={field}
        readOnly
        rows={2}
        value={token.token}
        aria-label={t("tokenField", { first: token.name })}
        spellCheck={false}
        className="field-sizing-content min-h-0 resize-none font-mono break-all"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? t("copied") : t("copyToken")}
        </Button>
        <Button variant="outline" onClick={onDone}>
          {t("done")}
        </Button>
      </div>
    </section>
  );
}

function TokenRow({ token, formatDate }: { token: ApiTokenJson; formatDate: (iso: string) => string }) {
  const t = useTranslations("Connections");
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{token.name}</p>
          <p className="text-sm text-muted-foreground">
            <span className="whitespace-nowrap">{t("made", { when: formatDate(token.createdAt) })}</span> ·{" "}
            <span className="whitespace-nowrap">{token.lastUsedAt ? t("lastUsed", { when: formatDate(token.lastUsedAt) }) : t("neverUsed")}</span>
          </p>
        </div>
        {confirming ? null : (
          <Button size="sm" variant="outline" className="text-destructive" onClick={() => setConfirming(true)} aria-label={t("revokeToken", { first: token.name })}>
            <Trash2 aria-hidden="true" /> {t("revoke")}
          </Button>
        )}
      </div>
      {confirming ? (
        <div role="alert" className="grid gap-2 rounded-md bg-destructive/10 p-3 text-sm">
          <p>{t("revokeConfirm", { first: token.name })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)} disabled={revoke.isPending}>
              {t("cancel")}
            </Button>
            <Button size="sm" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(token)}>
              {revoke.isPending ? t("revoking") : t("confirmRevoke")}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
