import { describe, expect, it } from "vitest";
import { HttpError } from "@/server/http/errors";
import { readImportUpload } from "./upload";

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
    const noDelimiter = await refusal(readImportUpload(new Request("http://localhost/api/import", { method: "POST", body: "no delimiter here", headers: { "content-type": "multipart/form-data; boundary=x" } }), MB));
    expect(noDelimiter.status).toBe(400);
    const notMultipart = await refusal(readImportUpload(new Request("http://localhost/api/import", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }), MB));
    expect(notMultipart.status).toBe(400);
  });

  it("names an unquoted or escaped file name", async () => {
    const request = new Request("http://localhost/api/import", {
      method: "POST",
      body: '--b\r\nContent-Disposition: form-data; name=file; filename="my \\"garden\\".zip"\r\n\r\nPK\r\n--b--\r\n',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    const upload = await readImportUpload(request, MB);
    expect(upload.fileName).toBe('my "garden".zip');
    expect(Buffer.from(upload.bytes).toString()).toBe("PK");
  });

  it("refuses a second file, a text field where the file should be, and a form without it (400)", async () => {
    const two = new FormData();
    two.append("file", new File(["{}"], "a.json"));
    two.append("other", new File(["{}"], "b.json"));
    expect((await refusal(readImportUpload(new Request("http://localhost/api/import", { method: "POST", body: two }), MB))).message).toBe("Send at most 1 file in the form.");
    expect((await refusal(readImportUpload(formRequest({ file: "not a file" }), MB))).message).toBe('The "file" field must be a file.');
    expect((await refusal(readImportUpload(formRequest({ note: "hello" }), MB))).message).toBe('Choose a file to import (the form\'s "file" field).');
    expect((await refusal(readImportUpload(formRequest({ file: new File([], "empty.zip") }), MB))).status).toBe(400);
  });
});
