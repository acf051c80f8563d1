// The addresses other devices on the machine's network (a phone on the home Wi-Fi) can open the
// app at: its own non-loopback IP addresses. Used by `npm start` to print them, by next.config.ts
// to let `npm run dev` serve its scripts to pages opened at them, and by the Gardens page to name
// the address an invitation link should use.
import os from "node:os";

/**
 * The machine's network addresses as a URL writes them: IPv4 first, then IPv6 in brackets
 * (link-local fe80:: ones left out: a browser cannot open them without a zone).
 */
export function lanHosts() {
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal);
  const ipv4 = addresses.filter((entry) => entry.family === "IPv4").map((entry) => entry.address);
  const ipv6 = addresses
    .filter((entry) => entry.family === "IPv6" && !/^fe[89ab]/i.test(entry.address))
    .map((entry) => `[${entry.address}]`);
  return [...new Set([...ipv4, ...ipv6])];
}

/** `http://<address>:<port>` for each of them. */
export function lanOrigins(port) {
  return lanHosts().map((host) => `http://${host}:${port}`);
}
