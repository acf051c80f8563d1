import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each route's answer has one type in lib/, which the route answers with (`NextResponse.json<T>(...)`)
// and its hook reads (hooks/README.md). This keeps the routes to it: a success answer sent with
// `NextResponse.json(` and no type argument fails here. Error answers (`{ error: ... }`, or the
// shared errorResponse) are the one error form and need no type: so better-auth's catch-all
// (app/api/auth/[...all]) and the unknown path's 404 (app/api/[...path]) pass as they are. Routes
// that answer 204s, files (export), streams (chat) or redirects (demo) never call NextResponse.json.

const ROOT = path.resolve(import.meta.dirname, "../..");
const API = "app/api";

/** Route files that may still answer success without its type, and why. Remove a file once it is typed. */
const UNTYPED_ALLOWED: Record<string, string> = {};

function routeFiles(): string[] {
  return readdirSync(path.join(ROOT, API), { recursive: true, encoding: "utf8" })
    .map((file) => `${API}/${file.split(path.sep).join("/")}`)
    .filter((file) => file.endsWith("/route.ts"))
    .sort();
}

/** `file:line` of each `NextResponse.json(` without a type argument whose body is not `{ error: ... }`. */
function untypedAnswers(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const found: string[] = [];
  for (const call of source.matchAll(/NextResponse\.json\s*(<)?\(/g)) {
    if (call[1]) continue;
    const body = source.slice(call.index + call[0].length).trimStart();
    if (/^\{\s*error\s*:/.test(body)) continue;
    found.push(`${file}:${source.slice(0, call.index).split("\n").length}`);
  }
  return found;
}

describe("each route answers with its type from lib/", () => {
  const files = routeFiles();

  it("finds the routes", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain("app/api/dashboard/tasks/route.ts");
  });

  it("every success answer is NextResponse.json<T>(...)", () => {
    const untyped = files.filter((file) => !(file in UNTYPED_ALLOWED)).flatMap(untypedAnswers);
    expect(untyped, "answer with NextResponse.json<T>(...), T the route's answer type in lib/").toEqual([]);
  });

  it("the allow-list holds only routes that still need it", () => {
    const stale = Object.keys(UNTYPED_ALLOWED).filter((file) => !existsSync(path.join(ROOT, file)) || untypedAnswers(file).length === 0);
    expect(stale, "typed (or gone) now: remove from UNTYPED_ALLOWED").toEqual([]);
  });
});
