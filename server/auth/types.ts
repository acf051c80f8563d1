export type CurrentUser = {
  id: string;
  email: string;
  /** Full name as entered; may be empty. */
  name: string;
  firstName: string | null;
};

/** A user row (either provider) as the signed-in user; first name is the name's first word. */
export function toCurrentUser(row: { id: string; email: string; name: string }): CurrentUser {
  return { id: row.id, email: row.email, name: row.name, firstName: row.name.trim().split(/\s+/)[0] || null };
}
