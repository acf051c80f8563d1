"use client";

import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { AlertTriangle, Copy, Crown, DoorOpen, Loader2, Plus, Sprout, Trash2, UserPlus, Users, X } from "@/components/ui/icons";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  useCreateGarden,
  useCreateInvite,
  useDeleteGarden,
  useGardenInvites,
  useGardenMembers,
  useGardens,
  useLeaveGarden,
  useMakeOwner,
  useRemoveMember,
  useRenameGarden,
  useRevokeInvite,
  useSwitchGarden,
} from "@/hooks/use-gardens";
import { useFormat } from "@/hooks/use-format";
import { formatMoment } from "@/lib/format";
import type { GardenRole } from "@/lib/garden-profile";
import type { GardenMemberJson } from "@/lib/garden-sharing";
import { opensOnThisComputerOnly } from "@/lib/local-address";
import type { GardenSummary, OpenGarden } from "@/lib/garden-types";
import { GARDEN_NAME_MAX_LENGTH } from "@/lib/validations/gardens";
import { toast } from "sonner";

/** Each role's message. */
const ROLE_KEYS = { owner: "roleOwner", member: "roleMember" } as const satisfies Record<GardenRole, string>;

/** /gardens: the gardener's gardens, and the open one's members and invitations. */
export function GardensManager({
  me,
  garden,
  initialGardens,
  initialMembers,
  networkOrigins,
}: {
  me: string;
  garden: OpenGarden;
  initialGardens: GardenSummary[];
  initialMembers: GardenMemberJson[];
  /** Where other devices on this network can open the app (none with a public URL): server/http/origin.ts. */
  networkOrigins: string[];
}) {
  return (
    <div className="grid max-w-3xl gap-6">
      <OpenGardenCard key={garden.id} me={me} garden={garden} initialMembers={initialMembers} networkOrigins={networkOrigins} />
      <GardenListCard initialGardens={initialGardens} />
    </div>
  );
}

function GardenListCard({ initialGardens }: { initialGardens: GardenSummary[] }) {
  const t = useTranslations("Gardens");
  const gardens = useGardens({ initialData: initialGardens });
  const switchGarden = useSwitchGarden();
  const createGarden = useCreateGarden();
  const nameId = useId();
  const [name, setName] = useState("");

  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) {
      toast.error(t("nameNeeded"));
      return;
    }
    createGarden.mutate(name.trim(), { onSuccess: () => setName("") });
  }

  return (
    <Card role="region" aria-labelledby="your-gardens-heading">
      <CardHeader>
        <h2 id="your-gardens-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Sprout className="size-5 text-primary" aria-hidden="true" /> {t("yourGardens")}
        </h2>
        <CardDescription>{t("gardensIntro")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-2" aria-label={t("yourGardens")}>
          {(gardens.data ?? []).map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium wrap-anywhere">{item.name}</p>
                <p className="text-sm text-muted-foreground">
                  {t(ROLE_KEYS[item.role])} · {item.memberCount === 1 ? t("justYou") : t("memberCount", { count: item.memberCount })}
                </p>
              </div>
              {item.active ? (
                <Badge variant="secondary">{t("openNow")}</Badge>
              ) : (
                <Button size="sm" variant="outline" disabled={switchGarden.isPending} onClick={() => switchGarden.mutate(item)} aria-label={t("openGarden", { garden: item.name })}>
                  {t("open")}
                </Button>
              )}
            </li>
          ))}
        </ul>
        <form onSubmit={onCreate} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor={nameId}>{t("newGarden")}</Label>
            <Input id={nameId} value={name} maxLength={GARDEN_NAME_MAX_LENGTH} placeholder={t("newGardenPlaceholder")} onChange={(event) => setName(event.target.value)} />
          </div>
          <Button type="submit" disabled={createGarden.isPending}>
            {createGarden.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />} {t("createGarden")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function OpenGardenCard({
  me,
  garden,
  initialMembers,
  networkOrigins,
}: {
  me: string;
  garden: OpenGarden;
  initialMembers: GardenMemberJson[];
  networkOrigins: string[];
}) {
  const t = useTranslations("Gardens");
  const owner = garden.role === "owner";
  return (
    <Card role="region" aria-labelledby="open-garden-heading">
      <CardHeader>
        <h2 id="open-garden-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Users className="size-5 text-primary" aria-hidden="true" /> {garden.name}
        </h2>
        <CardDescription>
          {owner ? t("youOwn") : t("youCare")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {owner ? <RenameForm garden={garden} /> : null}
        <MemberList me={me} garden={garden} initialMembers={initialMembers} />
        {owner ? <Invitations gardenId={garden.id} networkOrigins={networkOrigins} /> : null}
        {owner ? <DeleteGarden garden={garden} /> : null}
      </CardContent>
    </Card>
  );
}

function RenameForm({ garden }: { garden: OpenGarden }) {
  const t = useTranslations("Gardens");
  const rename = useRenameGarden();
  const inputId = useId();
  const [name, setName] = useState(garden.name);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() && name.trim() !== garden.name) rename.mutate({ id: garden.id, name: name.trim() });
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t("gardenName")}</Label>
        <Input id={inputId} value={name} maxLength={GARDEN_NAME_MAX_LENGTH} onChange={(event) => setName(event.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={rename.isPending || !name.trim() || name.trim() === garden.name}>
        {t("saveName")}
      </Button>
    </form>
  );
}

function MemberList({ me, garden, initialMembers }: { me: string; garden: OpenGarden; initialMembers: GardenMemberJson[] }) {
  const t = useTranslations("Gardens");
  const members = useGardenMembers(garden.id, initialMembers);
  const remove = useRemoveMember(garden.id);
  const leave = useLeaveGarden(garden.id);
  const makeOwner = useMakeOwner(garden.id);
  const [confirming, setConfirming] = useState<string | null>(null);
  const busy = remove.isPending || leave.isPending || makeOwner.isPending;
  return (
    <section aria-labelledby="members-heading" className="grid gap-2">
      <h3 id="members-heading" className="font-semibold">
        {t("members")}
      </h3>
      {members.isError ? <ErrorAlert>{t("membersError")}</ErrorAlert> : null}
      <ul className="grid gap-2" aria-label={t("membersOf", { garden: garden.name })}>
        {(members.data ?? []).map((member) => {
          const isMe = member.userId === me;
          return (
            <li key={member.userId} className="grid gap-2 rounded-lg border p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium wrap-anywhere">
                    {isMe ? t("you", { name: member.name }) : member.name}
                  </p>
                  <p className="text-sm text-muted-foreground wrap-anywhere">{member.email}</p>
                </div>
                <Badge variant={member.role === "owner" ? "default" : "secondary"}>{t(ROLE_KEYS[member.role])}</Badge>
                {garden.role === "owner" && !isMe ? (
                  <>
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => makeOwner.mutate(member)} aria-label={t("makeOwnerLabel", { name: member.name })}>
                      <Crown aria-hidden="true" /> {t("makeOwner")}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(member.userId)} aria-label={t("removeLabel", { name: member.name })}>
                      <X aria-hidden="true" /> {t("remove")}
                    </Button>
                  </>
                ) : null}
                {garden.role === "member" && isMe ? (
                  <Button size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(member.userId)}>
                    <DoorOpen aria-hidden="true" /> {t("leaveGarden")}
                  </Button>
                ) : null}
              </div>
              {confirming === member.userId ? (
                <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-destructive/10 p-2 text-sm">
                  <span className="flex-1">
                    {isMe ? t("confirmLeave", { garden: garden.name }) : t("confirmRemove", { name: member.name, garden: garden.name })}
                  </span>
                  <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                    {t("cancel")}
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={() => (isMe ? leave.mutate({ userId: me, gardenName: garden.name }) : remove.mutate(member))}
                  >
                    {isMe ? t("yesLeave") : t("yesRemove")}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Invitations({ gardenId, networkOrigins }: { gardenId: number; networkOrigins: string[] }) {
  const t = useTranslations("Gardens");
  const invites = useGardenInvites(gardenId, true);
  const format = useFormat();
  const localLink = invites.data?.find((invite) => opensOnThisComputerOnly(invite.url));
  const create = useCreateInvite(gardenId);
  const revoke = useRevokeInvite(gardenId);
  return (
    <section aria-labelledby="invites-heading" className="grid gap-2">
      <h3 id="invites-heading" className="font-semibold">
        {t("invitations")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("invitationsIntro")}</p>
      <div>
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />} {t("createInvite")}
        </Button>
      </div>
      {localLink ? <LocalLinkWarning host={new URL(localLink.url).host} networkOrigins={networkOrigins} /> : null}
      {invites.isError ? <ErrorAlert>{t("invitesError")}</ErrorAlert> : null}
      {invites.data && invites.data.length > 0 ? (
        <ul className="grid gap-2" aria-label={t("openInvites")}>
          {invites.data.map((invite) => (
            <li key={invite.id} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto_auto] sm:items-center">
              <div className="grid min-w-0 gap-1">
                <Input readOnly value={invite.url} aria-label={t("inviteLink")} onFocus={(event) => event.currentTarget.select()} />
                <p className="text-xs text-muted-foreground">{t("worksUntil", { date: formatMoment(invite.expiresAt, "date", format) })}</p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  navigator.clipboard.writeText(invite.url).then(
                    () => toast.success(t("linkCopied")),
                    () => toast.error(t("copyFailed"), { description: t("copyYourself") }),
                  )
                }
              >
                <Copy aria-hidden="true" /> {t("copyLink")}
              </Button>
              <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(invite.id)}>
                {t("withdraw")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The app was opened at localhost (or 127.0.0.1), so its invitation links are too: on a partner's
 * phone that address is the phone itself. Says what to do instead, naming the LAN address when
 * the server knows it (the list is made for the address the page was opened at).
 */
function LocalLinkWarning({ host, networkOrigins }: { host: string; networkOrigins: string[] }) {
  const t = useTranslations("Gardens");
  const [lanOrigin, ...otherOrigins] = networkOrigins;
  const mono = (chunks: ReactNode) => <span className="font-mono [overflow-wrap:anywhere]">{chunks}</span>;
  const link = (chunks: ReactNode) => (
    <a href={`${lanOrigin}/gardens`} className="font-mono font-medium underline underline-offset-4 [overflow-wrap:anywhere]">
      {chunks}
    </a>
  );
  return (
    <div role="note" aria-labelledby="local-link-heading" className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id="local-link-heading" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden="true" /> {t("localOnlyTitle")}
      </p>
      <p>{t.rich("localOnlyText", { host, mono })}</p>
      {lanOrigin ? (
        <p>
          {otherOrigins.length > 0
            ? t.rich("shareFromLanOr", { origin: lanOrigin, others: otherOrigins.join(", "), link, mono })
            : t.rich("shareFromLan", { origin: lanOrigin, link })}
        </p>
      ) : (
        <p>{t("shareElsewhere")}</p>
      )}
    </div>
  );
}

function DeleteGarden({ garden }: { garden: OpenGarden }) {
  const t = useTranslations("Gardens");
  const deleteGarden = useDeleteGarden();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="delete-garden-heading" className="grid gap-2 border-t pt-4">
      <h3 id="delete-garden-heading" className="font-semibold">
        {t("deleteHeading")}
      </h3>
      {confirming ? (
        <div role="alert" className="grid gap-2 rounded-md bg-destructive/10 p-3 text-sm">
          <p>{t("confirmDelete", { garden: garden.name })}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
            <Button size="sm" variant="destructive" disabled={deleteGarden.isPending} onClick={() => deleteGarden.mutate(garden)}>
              {deleteGarden.isPending ? t("deleting") : t("yesDeleteGarden")}
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> {t("deleteGarden")}
          </Button>
        </div>
      )}
    </section>
  );
}
