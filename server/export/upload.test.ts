import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/http/errors";
import { multipartBoundary, parseMultipart, readImportUpload } from "./upload";

const MB = 1024 * 1024;

function formRequest(fields: Record<string, string | Blob>, headers: Record<string, string> = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request("http://localhost/api/import", { method: "POST", body: form, headers });
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("reading the import upload", () => {
  it("finds the boundary of a multipart form, quoted or not", () => {
    expect(multipartBoundary("multipart/form-data; boundary=----abc123")).toBe("----abc123");
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b:c"')).toBe("a b:c");
    expect(multipartBoundary("multipart/form-data")).toBeNull();
    expect(multipartBoundary("application/json")).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });

  it("reads the file of a browser's form byte for byte, beside other fields", async () => {
    const bytes = new Uint8Array(300_000).map((_, index) => (index * 7) % 256);
    const upload = await readImportUpload(formRequest({ note: "hello", file: new File([bytes], "garden-export.zip") }), MB);
    expect(upload.fileName).toBe("garden-export.zip");
    expect(Buffer.from(upload.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it("keeps a file whose bytes look like the delimiter's start", async () => {
    const request = formRequest({ file: new File(["--\r\n--x\r\n\r\n"], "odd.json") });
    const upload = await readImportUpload(request, MB);
    expect(Buffer.from(upload.bytes).toString()).toBe("--\r\n--x\r\n\r\n");
  });

  it("refuses a body over the limit with a 413 that names it, whether or not its length was declared", async () => {
    const big = new File([new Uint8Array(MB + 1)], "big.zip");
    const streamed = await refusal(readImportUpload(formRequest({ file: big }), MB));
    expect(streamed.status).toBe(413);
    expect(streamed.message).toBe("Imports must be 1 MB or smaller. This server's limit is set by IMPORT_MAX_MB.");
    const tooLong = new Uint8Array(2 * MB);
    const declared = await refusal(
      readImportUpload(new Request("http://localhost/api/import", { method: "POST", body: tooLong, headers: { "content-type": "multipart/form-data; boundary=x" } }), MB),
    );
    expect(declared.status).toBe(413);
  });

  it("refuses a form cut off before its end, or that is not a form, with a 400", async () => {
    const cut = new Request("http://localhost/api/import", {
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n\r\n{"version": 1',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    const cutOff = await refusal(readImportUpload(cut, MB));
    expect(cutOff.status).toBe(400);
    expect(cutOff.message).toBe("The upload was cut off before its end. Please try again.");
    expect(() => parseMultipart(Buffer.from("no delimiter here"), "x")).toThrow(/multipart\/form-data/);
    const notMultipart = await refusal(readImportUpload(new Request("http://localhost/api/import", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), MB));
    expect(notMultipart.status).toBe(400);
  });

  it("names an unquoted or escaped file name", () => {
    const body = Buffer.from('--b\r\nContent-Disposition: form-data; name=file; filename="my \\"garden\\".zip"\r\n\r\nPK\r\n--b--\r\n');
    expect(parseMultipart(body, "b")).toEqual([{ name: "file", fileName: 'my "garden".zip', content: Buffer.from("PK") }]);
  });
});
