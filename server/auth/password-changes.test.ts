import { afterEach, describe, expect, it, vi } from "vitest";
import { missingForEmailedLinks } from "@/server/notifications/email";
import { passwordResetByEmail, passwordResetEmail } from "./password-changes";

describe("whether this server can email reset links", () => {
  afterEach(() => vi.unstubAllEnvs());
  const configure = (variables: Record<string, string>) => {
    for (const name of ["SMTP_URL", "MAIL_FROM", "APP_URL", "BETTER_AUTH_URL"]) vi.stubEnv(name, variables[name] ?? "");
  };

  it("needs both email and the public URL, and names what is missing", () => {
    configure({});
    expect(missingForEmailedLinks()).toEqual(["email", "public URL"]);
    configure({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Garden <garden@example.org>" });
    expect(missingForEmailedLinks()).toEqual(["public URL"]);
    expect(passwordResetByEmail()).toBe(false);
    configure({ APP_URL: "https://garden.example.org" });
    expect(missingForEmailedLinks()).toEqual(["email"]);
    configure({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Garden <garden@example.org>", BETTER_AUTH_URL: "https://garden.example.org" });
    expect(missingForEmailedLinks()).toEqual([]);
    expect(passwordResetByEmail()).toBe(true);
  });
});

describe("the password reset email", () => {
  const link = "https://garden.example.org/reset-password?token=abc123";

  it("has a plain-text and an HTML part, both with the link, the hour it works and what to do if it was not you", () => {
    const email = passwordResetEmail({ email: "rowan@example.com", name: "Rowan Ash" }, link);
    expect(email.to).toBe("rowan@example.com");
    expect(email.subject).toBe("Reset your Garden Assistant password");
    expect(email.text).toContain("Hello Rowan,");
    expect(email.text).toContain(`Choose a new password: ${link}`);
    expect(email.text).toContain("for one hour");
    expect(email.text).toContain("If you didn't ask, ignore this email");
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain("Choose a New Password");
  });

  it("escapes what the gardener typed in the HTML part", () => {
    const email = passwordResetEmail({ email: "x@example.com", name: "<b>Mallory</b>" }, link);
    expect(email.html).not.toContain("<b>Mallory");
    expect(email.html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
  });

  it("greets without a name when there is none", () => {
    expect(passwordResetEmail({ email: "x@example.com", name: "  " }, link).text.startsWith("Hello,")).toBe(true);
  });
});
