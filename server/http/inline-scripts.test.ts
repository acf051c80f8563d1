import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, inlineScripts } from "./inline-scripts";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("inline scripts of a page built ahead", () => {
  it("hashes the scripts the browser runs, not files, data blocks or repeats", () => {
    const html = [
      "<html><head>",
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      "</head><body>",
      '<script>self.__next_f.push([1,"a\\u003cb"])</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script type="module">import("/x.js")</script>',
      "<script async>\n  let a = 1;\n</script>",
      "</body></html>",
    ].join("");
    expect(inlineScripts(html)).toEqual([
      "(self.__next_f=self.__next_f||[]).push([0])",
      'self.__next_f.push([1,"a\\u003cb"])',
      "(self.__next_f=self.__next_f||[]).push([0])",
      'import("/x.js")',
      "\n  let a = 1;\n",
    ]);
    expect(inlineScriptHashes(html)).toEqual([
      sha256("(self.__next_f=self.__next_f||[]).push([0])"),
      sha256('self.__next_f.push([1,"a\\u003cb"])'),
      sha256('import("/x.js")'),
      sha256("\n  let a = 1;\n"),
    ]);
  });

  it("matches the hash a browser computes for a known script", () => {
    // The CSP specification's example: alert('Hello, world.');
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual(["qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng="]);
  });
});
