import { afterEach, describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "./push";

afterEach(() => {
  delete process.env.PUSH_ALLOW_LOOPBACK;
});

describe("push endpoints", () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(true);
    }
  });

  it("refuses plain http, credentials and addresses on the server's own network", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://user:secret@push.example.com/x",
      "https://localhost/push",
      "https://127.0.0.1/push",
      "https://10.0.0.5/admin",
      "https://172.20.1.1/",
      "https://192.168.1.1/",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/",
      "https://[fd00::1]/",
      "https://printer.local/",
      "ftp://push.example.com/",
      "not a url",
    ]) {
      expect(isAllowedPushEndpoint(endpoint), endpoint).toBe(false);
    }
  });

  it("lets http://127.0.0.1 through only with PUSH_ALLOW_LOOPBACK=true (tests)", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:3195/push/1")).toBe(false);
    process.env.PUSH_ALLOW_LOOPBACK = "true";
    expect(isAllowedPushEndpoint("http://127.0.0.1:3195/push/1")).toBe(true);
    expect(isAllowedPushEndpoint("http://10.0.0.5/push/1")).toBe(false);
  });
});
