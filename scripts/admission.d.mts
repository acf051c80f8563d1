export type Admission = {
  enter: (start: () => void) => () => void;
  counts: () => { working: number; waiting: number };
};
export function createAdmission(options: { limit: number; leaseMs: number }): Admission;
