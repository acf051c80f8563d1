import { describe, expect, it } from "vitest";
import { englishReminderDelivery as t } from "./english-words";
import { DEFAULT_NOTIFICATION_SETTINGS, isDigestDue, isQuiet, minutesOf, reminderDelivery, type NotificationsSaved } from "./notifications";

const at = (time: string) => minutesOf(time);

describe("quiet hours", () => {
  it("holds within a window on one day, end excluded", () => {
    const quiet = { start: "13:00", end: "15:00" };
    expect(isQuiet(at("12:59"), quiet)).toBe(false);
    expect(isQuiet(at("13:00"), quiet)).toBe(true);
    expect(isQuiet(at("14:59"), quiet)).toBe(true);
    expect(isQuiet(at("15:00"), quiet)).toBe(false);
  });

  it("runs past midnight when it ends earlier than it starts", () => {
    const night = { start: "22:00", end: "07:30" };
    expect(isQuiet(at("21:59"), night)).toBe(false);
    expect(isQuiet(at("22:00"), night)).toBe(true);
    expect(isQuiet(at("00:00"), night)).toBe(true);
    expect(isQuiet(at("07:29"), night)).toBe(true);
    expect(isQuiet(at("07:30"), night)).toBe(false);
  });

  it("is never quiet without a window", () => {
    expect(isQuiet(at("03:00"), null)).toBe(false);
  });
});

describe("the morning digest is due", () => {
  it("from its time to the end of the day", () => {
    const settings = { digestTime: "07:00", quietHours: null };
    expect(isDigestDue(settings, at("06:59"))).toBe(false);
    expect(isDigestDue(settings, at("07:00"))).toBe(true);
    expect(isDigestDue(settings, at("23:59"))).toBe(true);
  });

  it("once the quiet hours that cover its time have ended", () => {
    const settings = { digestTime: "07:00", quietHours: { start: "22:00", end: "08:15" } };
    expect(isDigestDue(settings, at("07:00"))).toBe(false);
    expect(isDigestDue(settings, at("08:14"))).toBe(false);
    expect(isDigestDue(settings, at("08:15"))).toBe(true);
    // The evening's quiet hours hold back a digest not yet sent that day, too.
    expect(isDigestDue(settings, at("22:30"))).toBe(false);
  });
});

describe("what saving reminders says about delivery", () => {
  const saved = (settings: Partial<NotificationsSaved["settings"]>, rest: Partial<Omit<NotificationsSaved, "settings">> = {}): NotificationsSaved => ({
    settings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings },
    channels: { email: false, push: { publicKey: "key" }, ntfy: { server: "https://ntfy.sh" } },
    pushSubscriptions: 0,
    address: { email: "ann@example.org", confirmed: true, canConfirm: true },
    ntfyReachable: null,
    confirmationSent: false,
    ...rest,
  });

  it("a chosen channel that can deliver: nothing to say", () => {
    expect(reminderDelivery(saved({ ntfyTopic: "my-garden" }, { ntfyReachable: true }), false, t)).toEqual({ deliverable: ["ntfy"], problems: [] });
    expect(reminderDelivery(saved({ push: true }, { pushSubscriptions: 1 }), true, t)).toEqual({ deliverable: ["push"], problems: [] });
  });

  it("ntfy chosen but its server unreachable from here (no internet): said, with the server", () => {
    const { deliverable, problems } = reminderDelivery(saved({ ntfyTopic: "my-garden" }, { ntfyReachable: false }), false, t);
    expect(deliverable).toEqual([]);
    expect(problems).toEqual(["The ntfy server (https://ntfy.sh) could not be reached from this server."]);
  });

  it("nothing chosen: why no channel is available here (no SMTP, push needs https)", () => {
    const { deliverable, problems } = reminderDelivery(saved({}), false, t);
    expect(deliverable).toEqual([]);
    expect(problems).toEqual([
      "No channel is chosen: choose an ntfy topic. Email is not set up on this server (SMTP_URL). Push needs the app opened over https (or on localhost).",
    ]);
    const everyWay = reminderDelivery(saved({}, { channels: { email: true, push: { publicKey: "key" }, ntfy: { server: "https://ntfy.sh" } } }), true, t);
    expect(everyWay.problems).toEqual(["No channel is chosen: tick email, turn on push for this device or choose an ntfy topic."]);
  });

  it("email chosen for an address not confirmed yet: it starts once confirmed, or says why it can't be", () => {
    const smtp = { email: true, push: { publicKey: "key" }, ntfy: { server: "https://ntfy.sh" } };
    expect(reminderDelivery(saved({ email: true }, { channels: smtp }), false, t)).toEqual({ deliverable: ["email"], problems: [] });
    expect(reminderDelivery(saved({ email: true }, { channels: smtp, address: { email: "ann@example.org", confirmed: false, canConfirm: true } }), false, t)).toEqual({
      deliverable: [],
      problems: ["Email reminders start once you confirm ann@example.org: open the link we emailed to it."],
    });
    expect(reminderDelivery(saved({ email: true }, { channels: smtp, address: { email: "ann@example.org", confirmed: false, canConfirm: false } }), false, t).problems).toEqual([
      "Email reminders go only to a confirmed address, and this server can't email the link that confirms ann@example.org (it needs its public URL, APP_URL).",
    ]);
  });

  it("email chosen on a server without SMTP, push on with no device", () => {
    const { problems } = reminderDelivery(saved({ email: true, push: true }), true, t);
    expect(problems).toEqual(["Email is not set up on this server (SMTP_URL).", "Push is on, but no device is turned on for it."]);
  });

  it("one channel delivers and another can't: both known", () => {
    const result = reminderDelivery(saved({ email: true, ntfyTopic: "t" }, { channels: { email: true, push: null, ntfy: { server: "https://ntfy.sh" } }, ntfyReachable: false }), false, t);
    expect(result.deliverable).toEqual(["email"]);
    expect(result.problems).toHaveLength(1);
  });
});
