import "server-only";
// Zip files for the gardener's export (written as a stream with fflate) and import (read here).
//
// The reader is our own, small on purpose: it trusts nothing the file says. fflate's `unzipSync`
// allocates whatever size an entry declares and silently cuts off data that inflates to more,
// and it never checks an entry's CRC-32. Here an entry's real output is capped while it is
// inflated (node:zlib's `maxOutputLength`), so a zip bomb stops at the cap whatever it declares;
// its size and CRC-32 must match the central directory, so a damaged entry is refused rather
// than imported half-right; and a file cut short has no end-of-central-directory record, so a
// truncated download is refused before anything is read.
import { crc32, inflateRawSync } from "node:zlib";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** The file is not a zip we can read, or it is damaged: the message says how (a 400). */
export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFormatError";
  }
}

/** The file holds more than a limit allows (a 413). */
export class ZipLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipLimitError";
  }
}

export type ZipEntry = {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

export type ZipDirectory = { bytes: Uint8Array; entries: Map<string, ZipEntry>; centralDirectoryOffset: number };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_COMMENT_LENGTH = 0xffff;

/** Whether the bytes start like a zip (a local file header, or the end record of an empty zip). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

function damaged(detail: string): ZipFormatError {
  return new ZipFormatError(`The zip file is damaged or incomplete: ${detail}.`);
}

/** Reads the zip's central directory: every entry's name, method, sizes, CRC-32 and place. */
export function readZipDirectory(bytes: Uint8Array, { maxEntries }: { maxEntries: number }): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT_LENGTH);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw damaged("its end is missing (was the download cut short?)");
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (disk !== 0 || directoryDisk !== 0) throw new ZipFormatError("Zip files split over several parts can't be imported.");
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError("ZIP64 files can't be imported; export again from the app.");
  if (count > maxEntries) throw new ZipLimitError(`The zip holds ${count} files; an import may hold at most ${maxEntries}.`);
  if (directoryOffset + directorySize > end) throw damaged("its table of contents points outside the file");

  const entries = new Map<string, ZipEntry>();
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let offset = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_FILE_HEADER) throw damaged("its table of contents is broken");
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const crc = view.getUint32(offset + 16, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localHeaderOffset = view.getUint32(offset + 42, true);
    const next = offset + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw damaged("its table of contents is broken");
    const name = decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength));
    offset = next;
    if (name.endsWith("/")) continue; // a folder
    if (flags & 0x1) throw new ZipFormatError(`"${name}" in the zip is encrypted; export again without a password.`);
    if (method !== STORED && method !== DEFLATED) throw new ZipFormatError(`"${name}" in the zip uses a compression this server can't read (only stored and deflate).`);
    if (localHeaderOffset + 30 > directoryOffset) throw damaged(`"${name}" points outside the file`);
    if (entries.has(name)) throw new ZipFormatError(`The zip holds "${name}" twice.`);
    entries.set(name, { name, method, crc, compressedSize, size, localHeaderOffset });
  }
  return { bytes, entries, centralDirectoryOffset: directoryOffset };
}

/**
 * An entry's bytes, checked against its size and CRC-32. More than `maxBytes` (declared, or
 * found while inflating) is a ZipLimitError; anything else wrong is a ZipFormatError.
 */
export function extractZipEntry(zip: ZipDirectory, entry: ZipEntry, maxBytes: number, tooLarge: string): Uint8Array {
  if (entry.size > maxBytes) throw new ZipLimitError(tooLarge);
  const { bytes } = zip;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (view.getUint32(header, true) !== LOCAL_FILE_HEADER) throw damaged(`"${entry.name}" is missing`);
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const stop = start + entry.compressedSize;
  if (stop > zip.centralDirectoryOffset) throw damaged(`"${entry.name}" is cut short`);
  const raw = bytes.subarray(start, stop);
  let data: Uint8Array;
  if (entry.method === STORED) {
    data = raw;
  } else {
    try {
      data = inflateRawSync(raw, { maxOutputLength: maxBytes });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError) throw new ZipLimitError(tooLarge);
      throw damaged(`"${entry.name}" can't be decompressed`);
    }
  }
  if (data.length !== entry.size || crc32(data) !== entry.crc) throw damaged(`"${entry.name}" does not match its checksum`);
  return data;
}

/** One file to write into a zip: its bytes at once, or as a stream (a stored photo). */
export type ZipSource = { name: string; compress: boolean; data: Uint8Array | ReadableStream<Uint8Array> };

/**
 * Writes files into a zip as a stream, one at a time as the reader asks for more (backpressure),
 * so memory holds one file, never the archive. `next` gives the next file, or null at the end.
 */
export function zipStream(next: () => Promise<ZipSource | null>, modified: Date, onCancel?: () => void): ReadableStream<Uint8Array> {
  let zip: Zip;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((error, chunk, final) => {
          if (error) {
            controller.error(error);
            return;
          }
          controller.enqueue(chunk);
          if (final) controller.close();
        });
      },
      async pull() {
        const source = await next();
        if (!source) {
          zip.end();
          return;
        }
        const file = source.compress ? new ZipDeflate(source.name, { level: 6 }) : new ZipPassThrough(source.name);
        file.mtime = modified;
        zip.add(file);
        if (source.data instanceof Uint8Array) {
          file.push(source.data, true);
          return;
        }
        const reader = source.data.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          file.push(value, false);
        }
        file.push(new Uint8Array(0), true);
      },
      cancel() {
        zip?.terminate();
        onCancel?.();
      },
    },
    // Pull the next file only when the client has taken what was written.
    { highWaterMark: 0 },
  );
}
