import { describe, expect, it } from "vitest";
import { opensOnThisComputerOnly } from "./local-address";

describe("opensOnThisComputerOnly", () => {
  it("is true for loopback addresses and names", () => {
    for (const url of ["http://localhost:3000/invite/abc", "http://LOCALHOST/x", "http://garden.localhost:3000/", "http://127.0.0.1:3000/invite/abc", "http://127.1.2.3/", "http://[::1]:3000/invite/abc"]) {
      expect(opensOnThisComputerOnly(url), url).toBe(true);
    }
  });

  it("is false for addresses other devices can open, and for what is not a URL", () => {
    for (const url of ["http://192.168.1.20:3000/invite/abc", "http://garden.lan:3000/", "https://garden.example.org/invite/abc", "http://[fd00::2]:3000/", "http://127.0.0.1.example.com/", "not a url"]) {
      expect(opensOnThisComputerOnly(url), url).toBe(false);
    }
  });
});
