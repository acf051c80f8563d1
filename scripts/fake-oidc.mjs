// A stand-in OpenID Connect provider on 127.0.0.1, for tests: oidc-provider (the certified
// library) with one static client, tokens signed with a key generated at start, and a plain
// sign-in and consent page a browser (or a test's fetch) can drive. No network.
//   node scripts/fake-oidc.mjs [port]   (discovery: /.well-known/openid-configuration)
//
// Who can sign in (the username typed on its sign-in page):
//   fern                     fern@garden.test, email verified
//   moss                     moss@garden.test, email NOT verified
//   <an email address>       that address, verified (tests use a fresh one each)
//   unverified:<an address>  that address, NOT verified
import { generateKeyPairSync, randomBytes } from "node:crypto";
import http from "node:http";
import { Provider } from "oidc-provider";

export const FAKE_OIDC_CLIENT_ID = "garden-assistant";
export const FAKE_OIDC_CLIENT_SECRET = "fake-oidc-client-secret-for-tests";
/** The redirect URIs registered for the client: the e2e app (port 3100) and the integration tests' BETTER_AUTH_URL. */
export const FAKE_OIDC_REDIRECT_URIS = ["http://127.0.0.1:3100/api/auth/callback/oidc", "http://localhost:3000/api/auth/callback/oidc"];

const NAMED_USERS = {
  fern: { email: "fern@garden.test", email_verified: true, name: "Fern Verified" },
  moss: { email: "moss@garden.test", email_verified: false, name: "Moss Unverified" },
};
const EMAIL = /^[^\s@:]+@[^\s@]+\.[^\s@]+$/;

/** The person a username stands for, or undefined. */
export function fakeOidcUser(login) {
  if (Object.hasOwn(NAMED_USERS, login)) return NAMED_USERS[login];
  const unverified = login.startsWith("unverified:");
  const email = unverified ? login.slice("unverified:".length) : login;
  if (!EMAIL.test(email)) return undefined;
  // "rosa-1a2b@example.com" is Rosa.
  const first = email.split("@")[0].split(/[^A-Za-z]/)[0] || "Gardener";
  return { email, email_verified: !unverified, name: first[0].toUpperCase() + first.slice(1) };
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function readForm(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    request.on("error", reject);
  });
}

function send(response, status, html) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(html);
}

/** The sign-in and consent pages (oidc-provider leaves these to the host application). */
async function answerInteraction(provider, request, response, uid, action) {
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) return send(response, 400, page("Wrong interaction", ""));
  const cancel = `<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>`;
  if (request.method === "GET" && !action) {
    if (details.prompt.name === "login") {
      return send(
        response,
        200,
        page(
          "Sign in to the test provider",
          `<form method="post" action="/interaction/${uid}/login"><label for="login">Username</label> <input id="login" name="login" autocomplete="off" required autofocus> <button type="submit">Sign in</button></form>${cancel}`,
        ),
      );
    }
    return send(
      response,
      200,
      page(
        "Allow access",
        `<p>${escapeHtml(details.params.client_id)} wants your name and email address (${escapeHtml(details.params.scope)}).</p><form method="post" action="/interaction/${uid}/confirm"><button type="submit">Allow</button></form>${cancel}`,
      ),
    );
  }
  if (request.method !== "POST") return send(response, 405, page("Method not allowed", ""));
  const form = await readForm(request);
  if (action === "abort") {
    return provider.interactionFinished(request, response, { error: "access_denied", error_description: "End-User aborted interaction" }, { mergeWithLastSubmission: false });
  }
  if (action === "login" && details.prompt.name === "login") {
    const login = (form.get("login") ?? "").trim();
    if (!fakeOidcUser(login)) return send(response, 200, page("Sign in to the test provider", `<p role="alert">No such user: ${escapeHtml(login)}</p>`));
    return provider.interactionFinished(request, response, { login: { accountId: login } }, { mergeWithLastSubmission: false });
  }
  if (action === "confirm" && details.prompt.name === "consent") {
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
    const missing = details.prompt.details;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    return provider.interactionFinished(request, response, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }
  return send(response, 400, page("Unexpected step", ""));
}

/**
 * Starts the provider on 127.0.0.1 (port 0: any free one). `redirectUris` replaces the client's
 * registered redirect URIs.
 */
export async function startFakeOidc(port = 0, { redirectUris = FAKE_OIDC_REDIRECT_URIS } = {}) {
  let handle = (_request, response) => send(response, 503, page("Starting", ""));
  const server = http.createServer((request, response) => {
    handle(request, response);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: FAKE_OIDC_CLIENT_ID,
        client_secret: FAKE_OIDC_CLIENT_SECRET,
        redirect_uris: redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "fake-oidc-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx, accountId) {
      const user = fakeOidcUser(accountId);
      if (!user) return undefined;
      return { accountId, claims: async () => ({ sub: accountId, ...user }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  });
  const callback = provider.callback();

  handle = (request, response) => {
    // A browser asks any page's host for its icon: none here, and no 404 in the console for it.
    if (new URL(request.url, issuer).pathname === "/favicon.ico") {
      response.writeHead(204);
      return response.end();
    }
    const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm|abort))?$/.exec(new URL(request.url, issuer).pathname);
    if (!match) return callback(request, response);
    answerInteraction(provider, request, response, match[1], match[2]).catch((error) => {
      console.error("fake OIDC interaction failed:", error);
      if (!response.headersSent) send(response, 400, page("Sign-in failed", `<p>${escapeHtml(error.message)}</p>`));
    });
  };

  return {
    issuer,
    clientId: FAKE_OIDC_CLIENT_ID,
    clientSecret: FAKE_OIDC_CLIENT_SECRET,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const oidc = await startFakeOidc(Number(process.argv[2] ?? 0));
  console.log(`fake OpenID Connect provider on ${oidc.issuer}`);
}
