#!/usr/bin/env node
// Makes sure Debian's Chromium is there for Playwright (its own browser
// download cannot run offline). Installs it with apt when missing and root.
import { execSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (fs.existsSync(CHROMIUM_PATH)) {
  process.exit(0);
}
if (typeof process.getuid === "function" && process.getuid() === 0) {
  console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium with apt...`);
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null", {
    stdio: "inherit",
    shell: "/bin/bash",
  });
  if (fs.existsSync(CHROMIUM_PATH)) process.exit(0);
}
console.error(
  `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
);
process.exit(1);
