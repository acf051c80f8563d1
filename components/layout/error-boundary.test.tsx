// @vitest-environment happy-dom
import { act, Component, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inEnglish } from "@/tests/support/intl";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const { default: AppError } = await import("@/app/(app)/error");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for Next's segment error boundary: renders app/(app)/error.tsx on a throw. */
class SegmentBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <AppError error={this.state.error} reset={() => this.setState({ error: null })} />
    ) : (
      this.props.children
    );
  }
}

let shouldThrow = true;
function FlakyWidget() {
  if (shouldThrow) throw new Error("boom");
  return <p>Garden loaded</p>;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("rendering error boundary", () => {
  it("shows 'Something went wrong' and 'Try again' recovers", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        inEnglish(
          <SegmentBoundary>
            <FlakyWidget />
          </SegmentBoundary>,
        ),
      );
    });
    expect(container.querySelector("h1")?.textContent).toBe("Something went wrong");
    const button = [...container.querySelectorAll("button")].find((b) => b.textContent === "Try again");
    expect(button).toBeDefined();

    shouldThrow = false;
    await act(async () => {
      button!.click();
    });
    expect(refresh).toHaveBeenCalledOnce();
    expect(container.textContent).toContain("Garden loaded");
    root.unmount();
  });
});
