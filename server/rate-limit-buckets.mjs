// The names of the rate-limit buckets (rows of rate_limit_events, server/rate-limit.ts): one kind
// per limit, and the key it is counted by. Plain JavaScript, so `npm run admin` (scripts/admin.mjs)
// names the same buckets as the app.

/** Each kind of bucket, and whether its key is an email address (kept trimmed and in lower case). */
const KINDS = {
  model: "id",
  "auth-address": "address",
  "sign-in-failure": "email",
  "password-check": "id",
  "password-reset-address": "address",
  "password-reset-email": "email",
  import: "id",
  "import-upload": "id",
  location: "id",
  invites: "id",
  "place-search": "id",
  "notification-test": "id",
  "address-confirmation": "id",
  "sign-up-email": "email",
};

/** The bucket of one kind of limit for one key: `rateLimitBucket("sign-in-failure", " Ann@Example.org")` is `sign-in-failure:ann@example.org`. */
export function rateLimitBucket(kind, key) {
  const keyKind = KINDS[kind];
  if (!keyKind) throw new Error(`Unknown rate-limit bucket kind: ${kind}`);
  return `${kind}:${keyKind === "email" ? key.trim().toLowerCase() : key}`;
}
