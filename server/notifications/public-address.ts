import "server-only";
// Where the server may connect for a gardener: a push endpoint is any URL a browser (or someone
// posing as one) gives it. Its name is resolved when the connection is made and every address it
// resolves to must be public; the connection then goes to the address that was checked, so a name
// that resolves to a public address for the check and to an internal one a moment later (DNS
// rebinding) cannot reach the server's own network.
import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import net from "node:net";

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const NOT_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 128], ["::1", 128], ["64:ff9b::", 96], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["2002::", 16],
  ["fc00::", 7], ["fe80::", 10], ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(address, prefix, "ipv6");
}

/** Whether an address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that answers only public addresses: a name that resolves to any
 * other is refused (the connection fails). `allow` lets more through (tests' 127.0.0.1).
 */
export function publicOnlyLookup(allow: (address: string) => boolean = () => false, resolve: Resolve = dns.lookup as unknown as Resolve) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void => {
    resolve(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address) && !allow(entry.address));
      if (refused || addresses.length === 0) {
        const problem: NodeJS.ErrnoException = new Error(`${hostname} resolves to ${refused?.address ?? "nothing"}, which is not a public address`);
        problem.code = "ENOTPUBLIC";
        return callback(problem, []);
      }
      if ((options as LookupAllOptions).all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
