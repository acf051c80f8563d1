import { afterEach, describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const forwardedFor = (value: string) => new Headers({ "x-forwarded-for": value });

afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
});

describe("the client's address", () => {
  it("with no proxy trusted, is the connection's own address that our server appended, whatever the client wrote", () => {
    expect(clientAddress(forwardedFor("203.0.113.9"))).toBe("203.0.113.9");
    expect(clientAddress(forwardedFor("1.2.3.4, 5.6.7.8, 203.0.113.9"))).toBe("203.0.113.9");
  });

  it("behind one trusted proxy, is what that proxy saw, not what the client wrote or the proxy's own address", () => {
    process.env.TRUSTED_PROXIES = "1";
    expect(clientAddress(forwardedFor("made-up, 198.51.100.7, 10.0.0.2"))).toBe("198.51.100.7");
  });

  it("behind two, counts two back from our server's entry", () => {
    process.env.TRUSTED_PROXIES = "2";
    expect(clientAddress(forwardedFor("made-up, 198.51.100.7, 10.0.0.3, 10.0.0.2"))).toBe("198.51.100.7");
  });

  it("never reads past the start, and has a bucket for requests with no header at all", () => {
    process.env.TRUSTED_PROXIES = "3";
    expect(clientAddress(forwardedFor("10.0.0.2"))).toBe("10.0.0.2");
    expect(clientAddress(new Headers())).toBe("unknown");
  });
});
