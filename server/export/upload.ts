import "server-only";
// Reads the file of an import (multipart, field `file`) into one buffer, never more than the
// limit: a declared Content-Length over it is refused before a byte is read, and a body that
// turns out longer (chunked, or lying) is cut off at the limit. The form is parsed in place
// (the file is a view of that buffer), so an import costs its size in memory once, not the two
// or three copies `Request.formData()` makes.
import { MULTIPART_OVERHEAD_BYTES, readBodyBytes } from "@/server/http/body";
import { HttpError } from "@/server/http/errors";

export type UploadedFile = { bytes: Uint8Array; fileName: string };

const MAX_PART_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");

export const FILE_FIELD = "file";

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

export function importTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Imports must be ${megabytes(maxBytes)} or smaller. This server's limit is set by IMPORT_MAX_MB.`);
}

const notMultipart = () => new HttpError(400, `Send the file as multipart/form-data, in a field named "${FILE_FIELD}".`);
const cutOff = () => new HttpError(400, "The upload was cut off before its end. Please try again.");

/** The multipart boundary of a Content-Type, or null when it is not a multipart form. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

type Part = { name: string | null; fileName: string | null; content: Buffer };

function headerParameter(header: string, parameter: string): string | null {
  const match = new RegExp(`;\\s*${parameter}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(header) ?? new RegExp(`;\\s*${parameter}=([^;\\s]+)`, "i").exec(header);
  return match ? match[1]!.replace(/\\(.)/g, "$1") : null;
}

/** The parts of a multipart body, each a view of it (RFC 7578). */
export function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.concat([CRLF, delimiter]);
  let position = body.indexOf(delimiter);
  if (position < 0) throw notMultipart();
  const parts: Part[] = [];
  for (;;) {
    position += delimiter.length;
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return parts; // "--": the closing delimiter
    // Transport padding (spaces, tabs) may follow a delimiter, then CRLF.
    while (body[position] === 0x20 || body[position] === 0x09) position += 1;
    if (position >= body.length) throw cutOff();
    if (body[position] !== 0x0d || body[position + 1] !== 0x0a) throw notMultipart();
    const headersStart = position + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > MAX_PART_HEADER_BYTES) throw headersEnd < 0 ? cutOff() : notMultipart();
    const headers = body.toString("utf8", headersStart, headersEnd).split("\r\n");
    const disposition = headers.find((line) => /^content-disposition\s*:/i.test(line)) ?? "";
    const contentStart = headersEnd + HEADER_END.length;
    const contentEnd = body.indexOf(nextDelimiter, contentStart);
    if (contentEnd < 0) throw cutOff();
    parts.push({ name: headerParameter(disposition, "name"), fileName: headerParameter(disposition, "filename"), content: body.subarray(contentStart, contentEnd) });
    position = contentEnd + CRLF.length;
  }
}

/**
 * The file of an import form: its bytes (at most `maxBytes`) and name. Oversized is a 413
 * (before reading when the size is declared); not multipart, cut off, no file or an empty one
 * is a 400.
 */
export async function readImportUpload(request: Request, maxBytes: number): Promise<UploadedFile> {
  const boundary = multipartBoundary(request.headers.get("content-type"));
  if (!boundary) throw notMultipart();
  const parts = parseMultipart(await readBodyBytes(request, maxBytes + MULTIPART_OVERHEAD_BYTES, () => importTooLarge(maxBytes)), boundary);
  const part = parts.find((candidate) => candidate.name === FILE_FIELD);
  if (!part) throw new HttpError(400, `Choose a file to import (the form's "${FILE_FIELD}" field).`);
  if (part.fileName === null) throw new HttpError(400, `The "${FILE_FIELD}" field must be a file.`);
  if (part.content.length === 0) throw new HttpError(400, "That file is empty. Choose the .zip (or .json) that Download my data saved.");
  if (part.content.length > maxBytes) throw importTooLarge(maxBytes);
  return { bytes: part.content, fileName: part.fileName };
}
