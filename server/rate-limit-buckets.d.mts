export type RateLimitKind =
  | "model"
  | "auth-address"
  | "sign-in-failure"
  | "password-check"
  | "password-reset-address"
  | "password-reset-email"
  | "import"
  | "import-upload"
  | "location"
  | "invites"
  | "place-search"
  | "notification-test"
  | "address-confirmation"
  | "sign-up-email";
export function rateLimitBucket(kind: RateLimitKind, key: string): string;
