// Where a request carries its credentials, for either provider: an Authorization: Bearer header
// (API clients) or a cookie (browsers).

/** What follows "Bearer " in an Authorization header, URL-decoded; undefined for any other header. */
export function bearerValue(header: string | null): string | undefined {
  if (!header || header.slice(0, 7).toLowerCase() !== "bearer ") return undefined;
  const value = header.slice(7).trim();
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/** One cookie's value from a Cookie header, URL-decoded; undefined when absent or malformed. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals < 0 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
