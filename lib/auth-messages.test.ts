import { describe, expect, it } from "vitest";
import { authErrorMessage, signUpSchema } from "./auth-messages";

describe("auth form rules", () => {
  it("refuses a weak password with a clear message", () => {
    const result = signUpSchema.safeParse({ name: "Ada", email: "ada@example.com", password: "short" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Your password is too weak: use at least 8 characters.");
  });

  it("accepts a valid sign-up and trims the name", () => {
    const result = signUpSchema.parse({ name: "  Ada  ", email: "ada@example.com", password: "long-enough" });
    expect(result.name).toBe("Ada");
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
