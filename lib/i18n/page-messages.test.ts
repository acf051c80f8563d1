import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Each signed-in page gives its client components only the message namespaces they use
 * (components/page-messages.tsx): a page's HTML then carries its own words, not every screen's.
 * These tests read the imports: every `useTranslations("X")` in a client module a page or layout
 * imports (a "use client" file, or any file one of them imports) must be in the list that page or
 * layout names, and nothing else may be.
 */
const ROOT = process.cwd();
const APP = path.join(ROOT, "app", "(app)");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/") ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");

/** The namespaces the client modules reachable from these files translate with (server modules read the request's messages instead). */
function clientNamespaces(files: string[]): string[] {
  const namespaces = new Set<string>();
  const seen = new Set<string>();
  const stack = files.map((file) => ({ file, client: false }));
  while (stack.length > 0) {
    const { file, client: parentIsClient } = stack.pop()!;
    const source = withoutComments(fs.readFileSync(file, "utf8"));
    const client = parentIsClient || /^\s*["']use client["']/.test(source);
    if (seen.has(`${client}:${file}`)) continue;
    seen.add(`${client}:${file}`);
    if (client) for (const match of source.matchAll(/useTranslations\("([A-Za-z]+)/g)) namespaces.add(match[1]!);
    const specifiers = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gms), ...source.matchAll(/import\(\s*"([^"]+)"\s*\)/g)].map((match) => match[1]!);
    for (const specifier of specifiers) {
      const target = resolveImport(file, specifier);
      if (target) stack.push({ file: target, client });
    }
  }
  return [...namespaces].sort();
}

/** The list a page or layout gives `<PageMessages namespaces={[...]}>` (several wrappers in one file must name the same list). */
function declaredNamespaces(file: string): string[] | null {
  const lists = [...fs.readFileSync(file, "utf8").matchAll(/<PageMessages namespaces=\{\[([^\]]*)\]\}/g)].map((match) =>
    [...match[1]!.matchAll(/"([A-Za-z]+)"/g)].map((name) => name[1]!).sort(),
  );
  const [first] = lists;
  if (!first) return null;
  for (const list of lists) expect(list, `${path.relative(ROOT, file)}: every <PageMessages> names the same namespaces`).toEqual(first);
  return first;
}

function filesNamed(directory: string, names: string[]): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return filesNamed(full, names);
    return names.includes(entry.name) ? [full] : [];
  });
}

/** The nearest layout at or above a folder of app/(app). */
function layoutOf(directory: string): string {
  for (let folder = directory; ; folder = path.dirname(folder)) {
    const layout = path.join(folder, "layout.tsx");
    if (fs.existsSync(layout)) return layout;
    if (folder === APP) throw new Error("app/(app) has no layout");
  }
}

describe("each signed-in page's messages", () => {
  const pages = filesNamed(APP, ["page.tsx"]);
  // error, loading and not-found screens render inside their layout but outside the page: the layout's list covers them.
  const segmentScreens = filesNamed(APP, ["error.tsx", "loading.tsx", "not-found.tsx"]);
  const layouts = filesNamed(APP, ["layout.tsx"]);

  it("finds the pages, and their client components' namespaces", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(clientNamespaces([path.join(APP, "page.tsx")])).toContain("Dashboard");
  });

  it.each(pages.map((file) => [path.relative(ROOT, file), file]))("%s names exactly the namespaces its client components use", (_name, file) => {
    const used = clientNamespaces([file]);
    expect(declaredNamespaces(file) ?? []).toEqual(used);
  });

  it.each(layouts.map((file) => [path.relative(ROOT, file), file]))("%s names exactly the namespaces of its shell and of the screens shown in it", (_name, file) => {
    const screens = segmentScreens.filter((screen) => layoutOf(path.dirname(screen)) === file);
    expect(declaredNamespaces(file) ?? []).toEqual(clientNamespaces([file, ...screens]));
  });
});
