import "server-only";
// Reads the file of an import (multipart, field `file`) as it streams in (server/http/multipart.ts,
// busboy): never more than the limit, and into one buffer sized from the declared length, so an
// import costs its size in memory once, not the two or three copies `Request.formData()` makes.
import { MULTIPART_OVERHEAD_BYTES } from "@/server/http/body";
import { HttpError } from "@/server/http/errors";
import { NOT_MULTIPART_MESSAGE, readMultipart } from "@/server/http/multipart";

export type UploadedFile = { bytes: Uint8Array; fileName: string };

export const FILE_FIELD = "file";

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

export function importTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Imports must be ${megabytes(maxBytes)} or smaller. This server's limit is set by IMPORT_MAX_MB.`);
}

/**
 * The file of an import form: its bytes (at most `maxBytes`, read as they stream in, held once)
 * and name. Oversized is a 413 (before reading when the size is declared); not multipart, cut
 * off, no file or an empty one is a 400.
 */
export async function readImportUpload(request: Request, maxBytes: number): Promise<UploadedFile> {
  const tooLarge = () => importTooLarge(maxBytes);
  const form = await readMultipart(request, { totalBytes: maxBytes + MULTIPART_OVERHEAD_BYTES, fileBytes: maxBytes, files: 1, tooLarge }).catch((error: unknown) => {
    // A form of one file: "not a form" says which field to send it in.
    if (error instanceof HttpError && error.status === 400 && error.message === NOT_MULTIPART_MESSAGE) throw notMultipart();
    throw error;
  });
  const file = form.files.get(FILE_FIELD);
  if (!file) {
    if (form.fields.has(FILE_FIELD)) throw new HttpError(400, `The "${FILE_FIELD}" field must be a file.`);
    throw new HttpError(400, `Choose a file to import (the form's "${FILE_FIELD}" field).`);
  }
  if (file.bytes.length === 0) throw new HttpError(400, "That file is empty. Choose the .zip (or .json) that Download my data saved.");
  return { bytes: file.bytes, fileName: file.fileName };
}

const notMultipart = () => new HttpError(400, `Send the file as multipart/form-data, in a field named "${FILE_FIELD}".`);
