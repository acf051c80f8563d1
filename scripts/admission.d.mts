export type Admission = {
  enter: (start: () => void) => () => void;
  counts: () => { working: number; waiting: number };
};
export function createAdmission(options: { limit: number; leaseMs: number }): Admission;
export function withAdmission(
  handle: (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown,
  options: { limit: number; leaseMs: number },
): (request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => void;
