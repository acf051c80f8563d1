// Every route handler under app/api, found from the folder tree, for the sweeps that must cover them all.
import fs from "node:fs";
import path from "node:path";

const API_DIR = path.join(process.cwd(), "app/api");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type RouteHandler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** Route paths relative to /api, e.g. `tasks/[id]/complete`. */
export const apiRoutes = routeFiles(API_DIR).map((file) => path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/"));

/** The methods a route exports, with their handlers. */
export async function routeHandlers(route: string): Promise<[Method, RouteHandler][]> {
  const routeModule = (await import(/* @vite-ignore */ `@/app/api/${route}/route`)) as Record<string, unknown>;
  return METHODS.filter((method) => typeof routeModule[method] === "function").map((method) => [method, routeModule[method] as RouteHandler]);
}

/** The names of a route's dynamic segments, e.g. `["id"]` for `tasks/[id]/complete`. */
export function paramNames(route: string): string[] {
  return [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
}
