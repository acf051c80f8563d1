import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PlantGridSkeleton } from "./plant-grid";

describe("PlantGridSkeleton", () => {
  it("shows 4 placeholder cards while the garden loads (spec §9)", () => {
    const html = renderToStaticMarkup(<PlantGridSkeleton />);
    expect(html.match(/data-testid="plant-card-placeholder"/g)).toHaveLength(4);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('role="status"');
    expect(html).toContain("grid-cols-1");
    expect(html).toContain("sm:grid-cols-2");
    expect(html).toContain("lg:grid-cols-4");
  });
});
