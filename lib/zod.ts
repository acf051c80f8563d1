import { z } from "zod";

// The one place browser code gets zod from. Zod probes for eval with `Function("")`, which the
// Content-Security-Policy refuses (and reports), so in the browser it parses without compiling;
// servers keep the faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
