import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inEnglish } from "@/tests/support/intl";
import { PlantGridSkeleton } from "./plant-grid-skeleton";

describe("PlantGridSkeleton", () => {
  it("shows 4 placeholder cards while the garden loads (docs/product.md#constants)", () => {
    const html = renderToStaticMarkup(inEnglish(<PlantGridSkeleton />));
    expect(html.match(/data-testid="plant-card-placeholder"/g)).toHaveLength(4);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('role="status"');
    // The 1, 2 or 4 columns by width (docs/product.md#screens) are checked in the browser: tests/e2e/garden.spec.ts.
  });
});
