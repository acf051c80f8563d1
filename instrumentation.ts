/**
 * Runs once when a server instance starts (instrumentation-node.ts). Next also compiles this file
 * for the Edge Runtime, where process.exit and Node's modules do not exist: they stay in a module
 * imported only on Node (NEXT_RUNTIME is inlined by Next, so the edge build drops the import).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./instrumentation-node")).startServer();
}
