import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readFunctions, readStaticPages } from "./vercel-build.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A small Build Output API folder: two functions (one a link to the other), a prerendered page, a static file. */
function buildOutput(): string {
  const output = fs.mkdtempSync(path.join(os.tmpdir(), "vercel-output-"));
  made.push(output);
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(output, file)), { recursive: true });
    fs.writeFileSync(path.join(output, file), content);
  };
  const mapped = path.join(output, "outside", "big.js");
  write("outside/big.js", Buffer.alloc(3 * 1024 * 1024));
  write("functions/api/plants.func/.vc-config.json", JSON.stringify({ runtime: "nodejs22.x", handler: "index.js", filePathMap: { "node_modules/big.js": mapped } }));
  write("functions/api/plants.func/index.js", Buffer.alloc(1024));
  fs.symlinkSync(path.join(output, "functions/api/plants.func"), path.join(output, "functions/api/tasks.func"));
  write("functions/guides.prerender-config.json", "{}");
  write("functions/index.prerender-config.json", "{}");
  write("functions/index.rsc.prerender-config.json", "{}");
  write("functions/index.segments/_tree.segment.rsc.prerender-config.json", "{}");
  write("static/terms.html", "<html></html>");
  write("static/_next/static/chunk.js", "");
  return output;
}

describe("reading vercel build's output", () => {
  it("sizes each function's bundle with the files it maps in, and marks the ones that share a bundle", () => {
    const functions = readFunctions(buildOutput());
    expect(functions.map(({ route, shared }) => ({ route, shared }))).toEqual([
      { route: "/api/plants", shared: false },
      { route: "/api/tasks", shared: true },
    ]);
    expect(functions[0]!.bytes).toBe(3 * 1024 * 1024 + 1024 + fs.statSync(path.join(made[0]!, "functions/api/plants.func/.vc-config.json")).size);
    expect(functions[0]!.runtime).toBe("nodejs22.x");
  });

  it("lists the pages served as files: static HTML and prerendered pages", () => {
    expect(readStaticPages(buildOutput())).toEqual(["/", "/guides", "/terms"]);
  });
});
