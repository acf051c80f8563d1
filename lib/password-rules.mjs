// The password rules every way of setting a password follows: sign-up, a change, a reset link, and
// `npm run admin -- reset-password` (scripts/admin.mjs, plain JavaScript, hence this file's kind).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The password is the account's email address, or the part before its @, in any case. */
export function passwordIsEmail(password, email) {
  const lowered = password.toLowerCase();
  const address = email.trim().toLowerCase();
  return lowered === address || lowered === address.split("@")[0];
}
