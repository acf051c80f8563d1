// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { inEnglish } from "@/tests/support/intl";
import { GuideSearch } from "./guide-search";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PLANTS = [
  { slug: "tomato", commonName: "Tomato", scientificName: "Solanum lycopersicum" },
  { slug: "cherry-tomato", commonName: "Cherry Tomato", scientificName: "Solanum lycopersicum var. cerasiforme" },
  { slug: "basil", commonName: "Basil", scientificName: "Ocimum basilicum" },
];

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

/** The server-rendered list, as components/guides/guide-index.tsx marks it, and the search box above it. */
async function renderIndex() {
  document.body.innerHTML = `
    <div id="search"></div>
    <section data-guide-section="vegetable"><ul><li data-guide-slug="tomato">Tomato</li><li data-guide-slug="cherry-tomato">Cherry Tomato</li></ul></section>
    <section data-guide-section="herb"><ul><li data-guide-slug="basil">Basil</li></ul></section>`;
  root = createRoot(document.getElementById("search")!);
  await act(async () => root!.render(inEnglish(<GuideSearch plants={PLANTS} />)));
}

async function type(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  await act(async () => {
    setValue.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => !element.hidden).map((element) => element.dataset.guideSlug ?? element.dataset.guideSection);
const status = () => document.querySelector('[role="status"]')!.textContent;

describe("GuideSearch", () => {
  it("shows everything and says nothing before anything is typed", async () => {
    await renderIndex();
    expect(shown("[data-guide-slug]")).toEqual(["tomato", "cherry-tomato", "basil"]);
    expect(status()).toBe("");
    expect(document.querySelector("label")!.textContent).toBe("Find a plant");
  });

  it("hides what does not match by common or scientific name, and empty sections", async () => {
    await renderIndex();
    await type("tom");
    expect(shown("[data-guide-slug]")).toEqual(["tomato", "cherry-tomato"]);
    expect(shown("[data-guide-section]")).toEqual(["vegetable"]);
    expect(status()).toBe('2 plants match "tom".');
    await type("ocimum");
    expect(shown("[data-guide-slug]")).toEqual(["basil"]);
    expect(status()).toBe('1 plant matches "ocimum".');
  });

  it("says when nothing matches, and shows everything again when cleared", async () => {
    await renderIndex();
    await type("xyz");
    expect(shown("[data-guide-slug]")).toEqual([]);
    expect(shown("[data-guide-section]")).toEqual([]);
    expect(status()).toBe('No plants match "xyz".');
    await type("");
    expect(shown("[data-guide-slug]")).toEqual(["tomato", "cherry-tomato", "basil"]);
    expect(status()).toBe("");
  });
});
