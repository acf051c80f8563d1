import "server-only";
import type { Transporter } from "nodemailer";
import { env } from "@/server/env";

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
