import "server-only";
// Multipart forms (photos, imports) read with busboy as they stream in, never past their limits:
// a declared Content-Length over the whole form's limit is refused before a byte is read, a body
// over it as soon as its excess arrives (the rest is not read), and a file over its own limit is
// never kept.
import busboy from "busboy";
import { containsNul, CONTROL_CHARACTERS_MESSAGE } from "@/lib/validations/common";
import { refuseDeclaredLength } from "./body";
import { HttpError } from "./errors";

export type FormFile = { bytes: Buffer; fileName: string; mimeType: string };
/** A name's last field and last file; `entries` holds every field and file in order (a name may repeat). */
export type MultipartForm = { fields: Map<string, string>; files: Map<string, FormFile>; entries: [string, string | FormFile][] };

export type MultipartLimits = {
  /** The whole body: its form around the files included. */
  totalBytes: number;
  /** Each file. */
  fileBytes: number;
  /** How many files (beyond them: a 400). */
  files: number;
  /** A 413 that says the limit, for a body or a file over it. */
  tooLarge: () => HttpError;
};

const FIELDS_MAX = 50;
const FIELD_MAX_BYTES = 64 * 1024;
export const NOT_MULTIPART_MESSAGE = "Send the form as multipart/form-data.";
const CUT_OFF_MESSAGE = "The upload was cut off before its end. Please try again.";

/** A file's bytes in one buffer, sized once from the request's declared length when it has one. */
class Collector {
  private buffer: Buffer;
  length = 0;
  constructor(hint: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(0, hint));
  }
  add(chunk: Buffer) {
    if (this.length + chunk.length > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + chunk.length, 64 * 1024));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    chunk.copy(this.buffer, this.length);
    this.length += chunk.length;
  }
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * Reads a multipart form within `limits`: its text fields (no NUL characters) and its files.
 * Not a multipart form, or a malformed one, is a 400; cut off before its end, a 400 that says so.
 */
export async function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartForm> {
  refuseDeclaredLength(request, limits.totalBytes, limits.tooLarge);
  const contentType = request.headers.get("content-type") ?? "";
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { "content-type": contentType }, limits: { fileSize: limits.fileBytes, files: limits.files, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES } });
  } catch {
    throw new HttpError(400, NOT_MULTIPART_MESSAGE);
  }
  if (!request.body) throw new HttpError(400, NOT_MULTIPART_MESSAGE);
  const declared = Number(request.headers.get("content-length"));
  const hint = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, limits.fileBytes) : 0;
  const form: MultipartForm = { fields: new Map(), files: new Map(), entries: [] };
  let failure: HttpError | undefined;
  const fail = (error: HttpError) => {
    failure ??= error;
  };
  const finished = new Promise<void>((resolve) => {
    parser.on("close", resolve);
    parser.on("error", (error: Error) => {
      fail(new HttpError(400, /unexpected end/i.test(error.message) ? CUT_OFF_MESSAGE : NOT_MULTIPART_MESSAGE));
      resolve();
    });
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) return fail(new HttpError(400, `The form's "${name.slice(0, 40)}" field is too long.`));
    if (containsNul(name) || containsNul(value)) return fail(new HttpError(400, CONTROL_CHARACTERS_MESSAGE));
    form.fields.set(name, value);
    form.entries.push([name, value]);
  });
  parser.on("file", (name, stream, info) => {
    if (containsNul(name) || containsNul(info.filename ?? "")) {
      stream.resume();
      return fail(new HttpError(400, CONTROL_CHARACTERS_MESSAGE));
    }
    const collector = new Collector(hint);
    stream.on("data", (chunk: Buffer) => collector.add(chunk));
    stream.on("limit", () => fail(limits.tooLarge()));
    stream.on("error", () => fail(new HttpError(400, CUT_OFF_MESSAGE)));
    stream.on("end", () => {
      if (stream.truncated) return;
      const file = { bytes: collector.bytes(), fileName: info.filename ?? "", mimeType: info.mimeType };
      form.files.set(name, file);
      form.entries.push([name, file]);
    });
  });
  parser.on("filesLimit", () => fail(new HttpError(400, limits.files === 1 ? "Send at most 1 file in the form." : `Send at most ${limits.files} files in the form.`)));
  parser.on("fieldsLimit", () => fail(new HttpError(400, `Send at most ${FIELDS_MAX} fields in the form.`)));
  parser.on("partsLimit", () => fail(new HttpError(400, NOT_MULTIPART_MESSAGE)));

  // The body is read here and written to busboy a chunk at a time (waiting when it asks). Past the
  // whole form's limit the rest is cancelled, never read. A refusal of what the form holds (a file
  // over its limit, one file too many) reads the rest, at most that limit, and lets it go: Node 24's
  // fetch fails when a body it is still producing (a FormData) is cancelled.
  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limits.totalBytes) {
        await reader.cancel().catch(() => undefined);
        parser.destroy();
        throw limits.tooLarge();
      }
      if (failure) continue;
      if (!parser.write(value)) await drained(parser);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    fail(new HttpError(400, CUT_OFF_MESSAGE));
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  parser.end();
  await finished;
  if (failure) throw failure;
  return form;
}

/** Resolves when busboy wants more, or will take no more (it failed or finished). */
function drained(parser: busboy.Busboy): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ["drain", "error", "close"] as const) parser.off(event, done);
      resolve();
    };
    for (const event of ["drain", "error", "close"] as const) parser.on(event, done);
  });
}

const asFile = (file: FormFile) => new File([new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.length)], file.fileName, { type: file.mimeType });

/** The form as a FormData (text fields, and files as File), for routes that read it that way; a repeated name keeps its last value. */
export function asFormData(form: MultipartForm): FormData {
  const data = new FormData();
  for (const [name, value] of form.fields) data.append(name, value);
  for (const [name, file] of form.files) data.append(name, asFile(file));
  return data;
}

/** The form as a FormData with every value of a repeated name, in order (`getAll`): the journal's `photos` and `tags`. */
export function asFormDataWithRepeats(form: MultipartForm): FormData {
  const data = new FormData();
  for (const [name, value] of form.entries) data.append(name, typeof value === "string" ? value : asFile(value));
  return data;
}
