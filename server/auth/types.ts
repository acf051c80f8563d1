export type CurrentUser = {
  id: string;
  email: string;
  /** Full name as entered; may be empty. */
  name: string;
  firstName: string | null;
};
