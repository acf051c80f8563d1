/**
 * Who runs this server, from its configuration (OPERATOR_* in the README's Configuration table):
 * the Terms speak for them and the footer's Contact Us writes to them. Each is null when the
 * operator has not published it; nothing is made up in its place.
 */
export type Operator = { name: string | null; email: string | null; url: string | null; privacyUrl: string | null };

/** What the footer and the Terms say when there is no address to write to. */
export const NO_OPERATOR_CONTACT = "This server's operator has not published their contact details.";
