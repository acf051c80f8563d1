import "server-only";
import type { Transporter } from "nodemailer";
import { env } from "@/server/env";
import { configuredOrigin } from "@/server/http/origin";

export type Email = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

const TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000" };

let transport: { url: string; transporter: Transporter } | undefined;

// nodemailer is loaded on the first send: a server that never emails never holds it in memory.
async function transporter(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    const { default: nodemailer } = await import("nodemailer");
    const options = new URL(url);
    // A server that does not answer fails the send in seconds, not minutes (nodemailer's defaults).
    for (const [name, value] of Object.entries(TIMEOUTS)) if (!options.searchParams.has(name)) options.searchParams.set(name, value);
    transport = { url, transporter: nodemailer.createTransport(options.toString()) };
  }
  return transport.transporter;
}

/** Text put into an email's HTML part, its markup characters escaped. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Whether email can be sent: SMTP_URL (and MAIL_FROM) are set. */
export function emailConfigured(): boolean {
  return Boolean(env().notifications.smtpUrl);
}

/**
 * What this server lacks to email links (password resets, sign-up and address confirmations):
 * its email settings (SMTP_URL, MAIL_FROM), its public URL (APP_URL) to put in the links, or
 * both. Without a public URL a link would be built from the request's Host header, which
 * whoever asks chooses: the email would carry its token to their host.
 */
export function missingForEmailedLinks(): ("email" | "public URL")[] {
  const missing: ("email" | "public URL")[] = [];
  if (!emailConfigured()) missing.push("email");
  if (!configuredOrigin()) missing.push("public URL");
  return missing;
}

/** Whether this server can email links: see missingForEmailedLinks. */
export const linksByEmail = (): boolean => missingForEmailedLinks().length === 0;

/** "Hello Rosa," (the first word of the name), or "Hello," without one. */
export function greetingFor(name: string): string {
  const firstName = name.trim().split(/\s+/)[0];
  return `Hello${firstName ? ` ${firstName}` : ""},`;
}

/**
 * An email whose point is one link: paragraphs, the link (a line "{lead}: {link}" in the text
 * part, a button in the HTML part), more paragraphs. Every paragraph is escaped in the HTML.
 */
export function linkEmail(email: { to: string; subject: string; before: string[]; link: { href: string; lead: string; button: string }; after: string[] }): Email {
  const { href, lead, button } = email.link;
  const text = [...email.before, `${lead}: ${href}`, ...email.after].join("\n\n");
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1c2b1e;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">
${paragraphs(email.before)}
<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#15803d;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>
${paragraphs(email.after)}
</body></html>`;
  return { to: email.to, subject: email.subject, text, html };
}

/** Sends one email through SMTP_URL; throws when the server refuses it or cannot be reached. */
export async function sendEmail(email: Email): Promise<void> {
  const { smtpUrl, mailFrom } = env().notifications;
  if (!smtpUrl || !mailFrom) throw new Error("Email is not configured on this server.");
  try {
    await (await transporter(smtpUrl)).sendMail({ from: mailFrom, ...email });
  } catch (error) {
    throw new Error(describeSmtpError(error), { cause: error });
  }
}

/** What went wrong, in words the gardener can act on (the server's own message goes to the log). */
function describeSmtpError(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (code === "EAUTH") return "The mail server refused the sign-in (check SMTP_URL's user and password).";
  if (responseCode) return `The mail server refused the message (${responseCode}).`;
  if (code === "ETIMEDOUT") return "The mail server did not answer in time.";
  return "The mail server could not be reached.";
}
