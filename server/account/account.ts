import "server-only";
// Deleting an account (issue 16): the gardener confirms with their password (or, for an account
// without one, a sign-in in the last few minutes), and then everything of theirs goes in one
// transaction, their files right after it.
//
// What happens to each kind of data:
// - Their account, sessions, sign-in accounts, API tokens, profile, chat, reminder settings,
//   push subscriptions, sent-reminder records, memberships and the invitations they made: deleted
//   (the users row, and the foreign keys cascade).
// - A garden they own alone: deleted with everything in it (plants, waterings, tasks, harvests,
//   diagnoses) and the photos it shows. A garden they own with others: passed to its
//   longest-standing other member, who becomes its owner. A garden they are a member of: they leave it.
// - In gardens that stay, what they did keeps no trace of them: waterings, completed and assigned
//   tasks and harvests lose their name (set null); tasks left to them become anyone's.
// - Their photos are gone everywhere: every file in their storage folder (`users/<id>/`). In a
//   garden that stays, a plant showing one of their photos goes back to its catalogue picture,
//   and a diagnosis of theirs (its photo is what it diagnosed) is deleted with its photo, and so
//   are the journal entries they wrote (their words and photos).
// - Reset tokens and the rate-limit counters named after them (their id or email) are deleted.
//
// Files cannot roll back with the rows, so they follow the photo rule of server/garden/photos.ts: the
// transaction marks every file it takes away as pending, and after the commit each is removed
// and unmarked; one whose removal fails keeps its mark, and the hourly sweep removes it.
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import { FRESH_SIGN_IN_MINUTES, type AccountDeletionPreview } from "@/lib/account-types";
import { PASSWORD_REQUIRED_MESSAGE, type DeleteAccountInput } from "@/lib/validations/account";
import type { CurrentUser } from "@/server/auth";
import { getLocalAuth } from "@/server/auth/local";
import { takePasswordCheck } from "@/server/auth/password-changes";
import { authProviderName } from "@/server/auth/provider";
import { minutesSinceSignIn } from "@/server/auth/sign-in-age";
import { getDb, type DbExecutor } from "@/server/db/client";
import { diagnoses, gardenMembers, gardens, journalEntries, pendingUploads, rateLimitEvents, userPlants, users, verifications } from "@/server/db/schema";
import { HttpError } from "@/server/http/errors";
import { isStoredPhoto } from "@/server/garden/ownership";
import { discardPhoto } from "@/server/garden/photos";
import { journalPhotosOf } from "@/server/garden/journal";
import { getStorage, keyFromUploadUrl, uploadUrl } from "@/server/storage";
import { userFolder } from "@/server/storage/keys";

export const WRONG_PASSWORD_MESSAGE = "That password isn't right, so your account was not deleted.";
export const FRESH_SIGN_IN_MESSAGE = `Your account has no password to confirm with: sign out, sign in again, and delete it within ${FRESH_SIGN_IN_MINUTES} minutes of signing in.`;

/** Whether a local account has a password (every email + password account does). Clerk accounts have none here. */
async function credentialPasswordHash(userId: string): Promise<string | null> {
  if (authProviderName() !== "local") return null;
  const { internalAdapter } = await (await getLocalAuth()).$context;
  return (await internalAdapter.findCredentialAccount(userId))?.password ?? null;
}

/**
 * The gardener proves it is them: their password (400 when missing, 403 when wrong), or for an
 * account without one a sign-in in the last FRESH_SIGN_IN_MINUTES minutes (403 otherwise).
 */
async function confirmIdentity(user: CurrentUser, headers: Headers, password: string | undefined): Promise<void> {
  const hash = await credentialPasswordHash(user.id);
  if (hash) {
    if (!password) throw new HttpError(400, PASSWORD_REQUIRED_MESSAGE, [{ path: ["password"], message: PASSWORD_REQUIRED_MESSAGE }]);
    await takePasswordCheck(user.id);
    const { password: hasher } = await (await getLocalAuth()).$context;
    if (!(await hasher.verify({ hash, password }))) throw new HttpError(403, WRONG_PASSWORD_MESSAGE);
    return;
  }
  const minutes = await minutesSinceSignIn(headers);
  if (minutes === null || minutes > FRESH_SIGN_IN_MINUTES) throw new HttpError(403, FRESH_SIGN_IN_MESSAGE);
}

type GardenFate = { id: number; name: string; role: "owner" | "member"; successor: { id: string; name: string } | null };

/**
 * What becomes of each of the gardener's gardens: an owned one passes to its longest-standing
 * other member (the earliest to join; ties by id), or, with none, is deleted.
 */
async function gardenFates(executor: DbExecutor, userId: string, lock: boolean): Promise<GardenFate[]> {
  const membershipQuery = executor
    .select({ id: gardens.id, name: gardens.name, role: gardenMembers.role })
    .from(gardenMembers)
    .innerJoin(gardens, eq(gardens.id, gardenMembers.gardenId))
    .where(eq(gardenMembers.userId, userId))
    .orderBy(asc(gardens.id));
  // Their memberships and gardens, held (and below, the other members'): no one joins a garden
  // that is about to go, and no member leaves one that is about to pass to them.
  const memberships = lock ? await membershipQuery.for("update") : await membershipQuery;
  const owned = memberships.filter((membership) => membership.role === "owner").map((membership) => membership.id);
  const othersQuery = executor
    .select({ gardenId: gardenMembers.gardenId, id: users.id, name: users.name })
    .from(gardenMembers)
    .innerJoin(users, eq(users.id, gardenMembers.userId))
    .where(and(inArray(gardenMembers.gardenId, owned), ne(gardenMembers.userId, userId)))
    .orderBy(asc(gardenMembers.gardenId), asc(gardenMembers.createdAt), asc(gardenMembers.userId));
  const others = owned.length === 0 ? [] : lock ? await othersQuery.for("update", { of: gardenMembers }) : await othersQuery;
  return memberships.map((membership) => {
    const successor = membership.role === "owner" ? (others.find((other) => other.gardenId === membership.id) ?? null) : null;
    return { ...membership, successor: successor && { id: successor.id, name: successor.name } };
  });
}

/** What deleting the account would do to each garden, for the confirm step in Settings. */
export async function accountDeletionPreview(userId: string): Promise<AccountDeletionPreview> {
  const db = await getDb();
  const [fates, hash] = await Promise.all([gardenFates(db, userId, false), credentialPasswordHash(userId)]);
  const deleted = fates.filter((fate) => fate.role === "owner" && !fate.successor);
  const plantCounts =
    deleted.length === 0
      ? []
      : await db
          .select({ gardenId: userPlants.gardenId, plants: count() })
          .from(userPlants)
          .where(inArray(userPlants.gardenId, deleted.map((fate) => fate.id)))
          .groupBy(userPlants.gardenId);
  return {
    deleted: deleted.map(({ id, name }) => ({ id, name, plants: Number(plantCounts.find((row) => row.gardenId === id)?.plants ?? 0) })),
    handedOver: fates.filter((fate) => fate.successor).map(({ id, name, successor }) => ({ id, name, to: successor!.name })),
    left: fates.filter((fate) => fate.role === "member").map(({ id, name }) => ({ id, name })),
    provider: authProviderName(),
    hasPassword: hash !== null,
  };
}

/** The stored photos (anyone's) that rows of these gardens show. */
async function photosShownIn(tx: DbExecutor, gardenIds: number[]): Promise<string[]> {
  if (gardenIds.length === 0) return [];
  const shown = await Promise.all([
    tx.select({ url: userPlants.imageUrl }).from(userPlants).where(inArray(userPlants.gardenId, gardenIds)),
    tx.select({ url: diagnoses.imageUrl }).from(diagnoses).where(inArray(diagnoses.gardenId, gardenIds)),
  ]);
  // The plants held first: a journal entry being written on one waits, so all its photos are found.
  await tx.select({ id: userPlants.id }).from(userPlants).where(inArray(userPlants.gardenId, gardenIds)).for("update");
  const journal = await journalPhotosOf(tx, { gardenIds });
  return [
    ...shown.flat().flatMap((row) => {
      const key = row.url ? keyFromUploadUrl(row.url) : null;
      return key && isStoredPhoto(key) ? [key] : [];
    }),
    ...journal.map((photo) => photo.key),
  ];
}

/** Deletes every row of the account in one transaction; answers the files to remove after it. */
async function deleteAccountRows(user: CurrentUser, storedFiles: string[]): Promise<string[]> {
  const db = await getDb();
  const photoUrlPrefix = uploadUrl(userFolder(user.id));
  return db.transaction(async (tx) => {
    const fates = await gardenFates(tx, user.id, true);
    for (const fate of fates) {
      if (fate.successor) {
        await tx.update(gardenMembers).set({ role: "owner" }).where(and(eq(gardenMembers.gardenId, fate.id), eq(gardenMembers.userId, fate.successor.id)));
      }
    }
    const goneGardens = fates.filter((fate) => fate.role === "owner" && !fate.successor).map((fate) => fate.id);
    const files = new Set([...storedFiles, ...(await photosShownIn(tx, goneGardens))]);
    if (goneGardens.length > 0) await tx.delete(gardens).where(inArray(gardens.id, goneGardens));

    // Their photos in the gardens that stay (starts_with: an id may hold LIKE's wildcards).
    await tx
      .update(userPlants)
      .set({ imageUrl: null, updatedAt: new Date() })
      .where(sql`starts_with(${userPlants.imageUrl}, ${photoUrlPrefix})`);
    await tx.delete(diagnoses).where(sql`starts_with(${diagnoses.imageUrl}, ${photoUrlPrefix})`);
    // Their journal entries in the gardens that stay, with their photos (all in their folder).
    await tx.delete(journalEntries).where(eq(journalEntries.authorId, user.id));

    // Reset tokens (better-auth keeps the user id as their value) and the counters named after them.
    await tx.delete(verifications).where(eq(verifications.value, user.id));
    const suffixes = [`:${user.id}`, `:${user.email.trim().toLowerCase()}`];
    await tx.delete(rateLimitEvents).where(or(...suffixes.map((suffix) => sql`right(${rateLimitEvents.bucket}, ${suffix.length}) = ${suffix}`)));

    // The rest cascades from the account.
    await tx.delete(users).where(eq(users.id, user.id));

    if (files.size > 0) await tx.insert(pendingUploads).values([...files].map((key) => ({ key }))).onConflictDoNothing();
    return [...files];
  });
}

/**
 * DELETE /api/user: confirms it is the gardener, deletes the account and everything of theirs,
 * then their files. A file whose removal fails is left to the sweep (it stays marked pending).
 */
export async function deleteAccount(user: CurrentUser, headers: Headers, input: DeleteAccountInput): Promise<void> {
  await confirmIdentity(user, headers, input.password);
  const folder = userFolder(user.id);
  // Listed first: the transaction marks each of them pending along with the rows it deletes.
  const storedFiles = await getStorage().list(folder);
  const files = await deleteAccountRows(user, storedFiles);
  for (const key of files) await discardPhoto({ key });
  // Whatever reached the folder meanwhile (an upload in flight), and the folder itself.
  await getStorage()
    .removeFolder(folder)
    .catch((error: unknown) => console.warn("Could not remove a deleted account's folder; the sweep removes its marked files:", folder, error));
}

/** The Set-Cookie values that clear the local session cookies in the browser that deleted its account. */
export async function expiredSessionCookies(): Promise<string[]> {
  if (authProviderName() !== "local") return [];
  const { authCookies } = await (await getLocalAuth()).$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(({ name, attributes }) =>
    [`${name}=`, "Path=/", "Max-Age=0", "HttpOnly", `SameSite=${attributes.sameSite ?? "Lax"}`, ...(attributes.secure ? ["Secure"] : [])].join("; "),
  );
}
