import { exportSPKI, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getUser, PATCH as patchUser } from "@/app/api/user/route";
import { GET as getClerkConfig } from "@/app/api/clerk/config/route";
import { call, jsonRequest } from "../support/api";

// Clerk without the network: session tokens signed with a key made here are
// verified through CLERK_JWT_KEY (networkless), as Clerk's own tokens would be.
const PUBLISHABLE_KEY = `pk_test_${Buffer.from("clerk.garden.example.com$").toString("base64")}`;
let privateKey: CryptoKey;
let otherPrivateKey: CryptoKey;

async function sessionToken(claims: Record<string, unknown>, key = privateKey, expiresIn = "5m") {
  return new SignJWT({ sid: "sess_123", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "ins_test" })
    .setIssuer("https://clerk.garden.example.com")
    .setIssuedAt()
    .setNotBefore("0s")
    .setExpirationTime(expiresIn)
    .sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  otherPrivateKey = (await generateKeyPair("RS256")).privateKey;
  process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY = PUBLISHABLE_KEY;
  process.env.CLERK_JWT_KEY = await exportSPKI(pair.publicKey);
});

afterAll(() => {
  delete process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY;
  delete process.env.CLERK_JWT_KEY;
});

describe("Clerk sign-in", () => {
  it("hands out the publishable key", async () => {
    const { body } = await call(getClerkConfig, jsonRequest("/api/clerk/config"));
    expect(body).toEqual({ provider: "clerk", publishableKey: PUBLISHABLE_KEY });
  });

  it("accepts a valid session token and makes the user on first sight", async () => {
    const token = await sessionToken({ sub: "user_clerk_1", email: "ivy@example.com", name: "Ivy Hedera", first_name: "Ivy" });
    const first = await call(getUser, jsonRequest("/api/user", { token }));
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ id: "user_clerk_1", email: "ivy@example.com", name: "Ivy Hedera" });
    const again = await call(getUser, jsonRequest("/api/user", { token }));
    expect(again.body.user.id).toBe("user_clerk_1");
  });

  it("reads the __session cookie as well as the bearer header", async () => {
    const token = await sessionToken({ sub: "user_clerk_2", email: "fern@example.com", name: "Fern" });
    const request = new Request("http://localhost:3000/api/user", { headers: { cookie: `theme=dark; __session=${token}` } });
    const { status, body } = await call(getUser, request);
    expect(status).toBe(200);
    expect(body.user.email).toBe("fern@example.com");
  });

  it("refuses tokens signed by another key, expired tokens and tokens without a subject", async () => {
    const forged = await sessionToken({ sub: "user_clerk_1", email: "ivy@example.com" }, otherPrivateKey);
    expect((await call(getUser, jsonRequest("/api/user", { token: forged }))).status).toBe(401);
    const expired = await sessionToken({ sub: "user_clerk_1" }, privateKey, "-10m");
    expect((await call(getUser, jsonRequest("/api/user", { token: expired }))).status).toBe(401);
    const anonymous = await sessionToken({ email: "nobody@example.com" });
    expect((await call(getUser, jsonRequest("/api/user", { token: anonymous }))).status).toBe(401);
  });

  it("refuses a new user whose token carries no email and no secret key is set to look it up", async () => {
    const token = await sessionToken({ sub: "user_clerk_3" });
    expect((await call(getUser, jsonRequest("/api/user", { token }))).status).toBe(401);
  });
});

describe("Clerk sign-in meeting an existing account", () => {
  it("refuses a new Clerk user whose email another account has, clearly, instead of a half-made user", async () => {
    const first = await sessionToken({ sub: "user_clerk_owner", email: "rose@example.com", name: "Rose" });
    expect((await call(getUser, jsonRequest("/api/user", { token: first }))).status).toBe(200);

    const second = await sessionToken({ sub: "user_clerk_other", email: "rose@example.com", name: "Rose Again" });
    const { status, body } = await call(getUser, jsonRequest("/api/user", { token: second }));
    expect(status).toBe(409);
    expect(body.error).toContain("An account with rose@example.com already exists on this server");
    // Nothing half-made: a write as that user is refused the same way, never a 500.
    const write = await call(patchUser, jsonRequest("/api/user", { method: "PATCH", body: { location: "Leeds" }, token: second }));
    expect(write.status).toBe(409);
  });
});
