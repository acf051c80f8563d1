import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { appSecrets } from "@/server/db/schema";
import { env } from "@/server/env";
import { siteUrl } from "@/server/http/origin";

export type VapidKeys = { publicKey: string; privateKey: string };

const SECRET_NAME = "vapid_keys";
let generated: Promise<VapidKeys> | undefined;

/**
 * The VAPID key pair push messages are signed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or a
 * pair made once and kept in the database, so every instance signs with the same one and a
 * restart does not void the browsers' subscriptions.
 */
export async function vapidKeys(): Promise<VapidKeys> {
  const configured = env().notifications.vapid;
  if (configured) return configured;
  generated ??= storedOrNewKeys().catch((error: unknown) => {
    generated = undefined;
    throw error;
  });
  return generated;
}

async function storedOrNewKeys(): Promise<VapidKeys> {
  const [db, { default: webpush }] = await Promise.all([getDb(), import("web-push")]);
  const fresh = webpush.generateVAPIDKeys();
  // Two instances racing: the first pair stored wins and both read it back.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: JSON.stringify(fresh) }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return JSON.parse(row!.value) as VapidKeys;
}

/** Who push services contact about this sender: VAPID_SUBJECT, else the public URL when it is https, else the mail sender. */
export function vapidSubject(): string {
  const { vapidSubject: configured, mailFrom } = env().notifications;
  if (configured) return configured;
  const site = siteUrl();
  if (site.startsWith("https://")) return site;
  const address = mailFrom?.match(/[^\s<>]+@[^\s<>]+/)?.[0];
  return `mailto:${address ?? "reminders@localhost"}`;
}
