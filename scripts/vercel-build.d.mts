export type BuiltFunction = { route: string; bytes: number; files: number; runtime: string; shared: boolean };
export function readFunctions(outputDir?: string): BuiltFunction[];
export function readStaticPages(outputDir?: string): string[];
