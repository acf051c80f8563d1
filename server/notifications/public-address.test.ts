import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { isPublicAddress, publicOnlyLookup } from "./public-address";

describe("public addresses", () => {
  it("refuses every special-purpose range, IPv4 and IPv6", () => {
    for (const address of ["127.0.0.1", "10.1.2.3", "172.20.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "198.18.0.1", "224.0.0.1", "255.255.255.255", "192.0.2.1", "::1", "::", "fe80::1", "fd00::1", "::ffff:127.0.0.1", "ff02::1", "not an address"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["142.250.185.42", "2a00:1450:4001:80b::200a", "1.1.1.1"]) expect(isPublicAddress(address), address).toBe(true);
  });

  const resolvingTo = (...addresses: string[]) => (_hostname: string, _options: unknown, callback: (error: null, addresses: LookupAddress[]) => void) =>
    callback(null, addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  const lookUp = (lookup: ReturnType<typeof publicOnlyLookup>, all = false) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => lookup("push.example.com", { all }, (error, address) => resolve({ error, address })));

  it("a name that resolves to any address that is not public is refused at connect time; a public one is pinned to the address checked", async () => {
    const refused = await lookUp(publicOnlyLookup(undefined, resolvingTo("142.250.185.42", "127.0.0.1")));
    expect(refused.error?.code).toBe("ENOTPUBLIC");
    expect(refused.error?.message).toBe("push.example.com resolves to 127.0.0.1, which is not a public address");
    expect((await lookUp(publicOnlyLookup(undefined, resolvingTo("10.0.0.7")))).error?.code).toBe("ENOTPUBLIC");
    expect(await lookUp(publicOnlyLookup(undefined, resolvingTo("142.250.185.42")))).toEqual({ error: null, address: "142.250.185.42" });
    expect((await lookUp(publicOnlyLookup(undefined, resolvingTo("142.250.185.42", "2a00:1450:4001:80b::200a")), true)).address).toHaveLength(2);
    expect((await lookUp(publicOnlyLookup((address) => address === "127.0.0.1", resolvingTo("127.0.0.1")))).error).toBeNull();
  });
});
