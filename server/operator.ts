import "server-only";
import type { Operator } from "@/lib/operator";
import { env } from "@/server/env";

/** Who runs this server, as configured (OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_URL, OPERATOR_PRIVACY_URL). */
export function operatorDetails(): Operator {
  const { operator } = env();
  return { name: operator.name ?? null, email: operator.email ?? null, url: operator.url ?? null, privacyUrl: operator.privacyUrl ?? null };
}
