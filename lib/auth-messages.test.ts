import { describe, expect, it } from "vitest";
import { authProblem, checkSignIn, checkSignUp, newPasswordProblemOf } from "./auth-checks";
import { ENGLISH } from "./auth-messages";

/** A better-auth error as the forms word it in English. */
const authErrorMessage = (error: Parameters<typeof authProblem>[0]) => ENGLISH[authProblem(error)];

describe("auth form rules", () => {
  it("refuses a weak password with a clear message", () => {
    expect(checkSignUp({ name: "Ada", email: "ada@example.com", password: "short" })).toEqual({
      ok: false,
      problem: "PASSWORD_TOO_SHORT",
    });
    expect(checkSignUp({ name: "Ada", email: "ada@example.com", password: "x".repeat(129) })).toEqual({
      ok: false,
      problem: "PASSWORD_TOO_LONG",
    });
  });

  it("accepts a valid sign-up and trims the name and email", () => {
    expect(checkSignUp({ name: "  Ada  ", email: " ada@example.com ", password: "long-enough" })).toEqual({
      ok: true,
      data: { name: "Ada", email: "ada@example.com", password: "long-enough" },
    });
  });

  it("asks for what is missing or malformed, one thing at a time", () => {
    expect(checkSignUp({ name: "   ", email: "ada@example.com", password: "long-enough" })).toEqual({ ok: false, problem: "NAME_REQUIRED" });
    expect(checkSignUp({ name: "A".repeat(101), email: "ada@example.com", password: "long-enough" })).toEqual({ ok: false, problem: "NAME_TOO_LONG" });
    for (const email of ["", "ada", "ada@", "@example.com", "ada@example", "ada @example.com", "ada@exa mple.com"]) {
      expect(checkSignIn({ email, password: "x" }), email).toEqual({ ok: false, problem: "EMAIL_INVALID" });
    }
    expect(checkSignIn({ email: "ada@example.com", password: "" })).toEqual({ ok: false, problem: "PASSWORD_MISSING" });
    expect(checkSignIn({ email: "ada@mail.example.co.uk", password: "x" })).toEqual({ ok: true, data: { email: "ada@mail.example.co.uk", password: "x" } });
  });

  it("maps better-auth error codes to sentences", () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD" })).toBe(
      "That email and password don't match. Check them and try again.",
    );
    expect(authErrorMessage({ code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe(
      "An account with this email already exists. Sign in instead.",
    );
    expect(authErrorMessage({ status: 429 })).toBe("Too many attempts. Wait a few seconds and try again.");
    expect(authErrorMessage({ code: "SOMETHING_NEW" })).toBe("Something went wrong. Please try again.");
  });
});

describe("a new password (changed or reset)", () => {
  it("is long enough, not too long, and typed the same twice", () => {
    expect(newPasswordProblemOf("short", "short")).toBe("PASSWORD_TOO_SHORT");
    expect(ENGLISH.PASSWORD_TOO_SHORT).toBe("Your password is too weak: use at least 8 characters.");
    expect(newPasswordProblemOf("x".repeat(129), "x".repeat(129))).toBe("PASSWORD_TOO_LONG");
    expect(newPasswordProblemOf("runner-beans", "runner-beanz")).toBe("PASSWORDS_DIFFER");
    expect(newPasswordProblemOf("runner-beans", "runner-beans")).toBeNull();
  });

  it("explains better-auth's password codes", () => {
    expect(authErrorMessage({ code: "INVALID_PASSWORD", status: 400 })).toBe("Your current password isn't right. Check it and try again.");
    expect(authErrorMessage({ code: "INVALID_TOKEN", status: 400 })).toBe("This reset link has expired or was used already. Ask for a new one.");
    expect(authErrorMessage({ code: "RESET_PASSWORD_DISABLED", status: 400 })).toContain("npm run admin -- reset-password");
  });
});
