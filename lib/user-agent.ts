// What a signed-in session's browser or program is, in words the gardener recognises
// ("Chrome on macOS"), from the User-Agent it sent when it signed in. A guess: any client can
// send any User-Agent, so it names a device, never proves one.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\b(?:Headless)?Chrom(?:e|ium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (userAgent: string, rules: [RegExp, string][]) => rules.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on macOS", "Safari on iPhone", "Firefox", "curl", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? "";
  if (!agent) return "Unknown device";
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  // A program rather than a browser (curl/8.5.0, okhttp/4.12, node): its name.
  const program = /^[A-Za-z][A-Za-z0-9._-]{0,39}/.exec(agent)?.[0];
  return program ?? "Unknown device";
}
