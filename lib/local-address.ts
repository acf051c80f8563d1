/**
 * Whether a link opens only on the computer it was made on: its host is localhost (or a name
 * under it), 127.x.x.x or [::1]. Another device (a partner's phone) reaches itself at that address.
 */
export function opensOnThisComputerOnly(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === "[::1]";
}
