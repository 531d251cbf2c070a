import { Inflate } from 'fflate';

/**
 * Unpacks a zip (a workbook) within hard limits, whatever its headers claim. Entries are found
 * through the central directory alone, and must lie one after another from the start of the file
 * to the directory, so no entry can hide outside it. The declared sizes are held to the caller's
 * limits, and each entry is inflated in small steps while the bytes actually produced are
 * counted: one that inflates past the size it declares is stopped within about a megabyte.
 */
export class ZipRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large') {
    super(reason === 'unreadable' ? 'not a well-formed zip' : 'unpacks past the limit');
  }
}

export interface UnzipLimits {
  /** Only entries whose name passes are unpacked (the others still have to be well placed). */
  wanted: (name: string) => boolean;
  /** Bytes one entry may unpack to. */
  maxEntryBytes: number;
  /** Bytes all wanted entries together may unpack to. */
  maxTotalBytes: number;
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
/** Deflate turns one input byte into at most about a thousand; 1 KB steps keep each step near a megabyte. */
const STEP = 1024;

const unreadable = () => new ZipRefused('unreadable');

function endOfCentralDirectory(zip: Uint8Array, view: DataView): { count: number; size: number; offset: number; at: number } {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) !== EOCD) continue;
    const count = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    // ZIP64 (or a directory that does not end where the record starts) is more than a workbook needs.
    if (count === 0xffff || offset === 0xffffffff || offset + size !== at) throw unreadable();
    return { count, size, offset, at };
  }
  throw unreadable();
}

function centralEntries(zip: Uint8Array, view: DataView): { entries: Entry[]; directoryOffset: number } {
  const end = endOfCentralDirectory(zip, view);
  const entries: Entry[] = [];
  let at = end.offset;
  for (let i = 0; i < end.count; i++) {
    if (at + 46 > end.at || view.getUint32(at, true) !== CENTRAL) throw unreadable();
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > end.at) throw unreadable();
    entries.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      name: new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength)),
      localOffset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  if (at !== end.at) throw unreadable();
  return { entries, directoryOffset: end.offset };
}

/** Where an entry's data starts, checking that its local header names the same file. */
function dataStart(zip: Uint8Array, view: DataView, entry: Entry): number {
  const at = entry.localOffset;
  if (at + 30 > zip.length || view.getUint32(at, true) !== LOCAL) throw unreadable();
  const nameLength = view.getUint16(at + 26, true);
  const name = new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength));
  if (name !== entry.name) throw unreadable();
  return at + 30 + nameLength + view.getUint16(at + 28, true);
}

/** Where an entry ends: after its data and, when its flags say so, its data descriptor. */
function entryEnd(view: DataView, entry: Entry, start: number): number {
  const end = start + entry.compressedSize;
  if (!(entry.flags & 0x8)) return end;
  return end + (end + 4 <= view.byteLength && view.getUint32(end, true) === DESCRIPTOR ? 16 : 12);
}

/** Inflates `data`, stopping as soon as it yields more than the `declared` size. */
function inflateBounded(data: Uint8Array, declared: number): Uint8Array {
  const parts: Uint8Array[] = [];
  let produced = 0;
  const inflate = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > declared) throw unreadable();
    parts.push(chunk);
  });
  try {
    for (let at = 0; at < data.length; at += STEP) inflate.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    if (data.length === 0) inflate.push(new Uint8Array(0), true);
  } catch {
    throw unreadable();
  }
  const out = new Uint8Array(produced);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The wanted entries of `zip`, unpacked, by name; throws `ZipRefused` for anything else. */
export function unzipBounded(zip: Uint8Array, limits: UnzipLimits): Record<string, Uint8Array> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const { entries, directoryOffset } = centralEntries(zip, view);
  // Entries back to back from the first byte to the directory: no bytes are left where an entry
  // the directory does not name could sit.
  let expected = 0;
  const placed = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  const starts = new Map<Entry, number>();
  for (const entry of placed) {
    if (entry.localOffset !== expected) throw unreadable();
    const start = dataStart(zip, view, entry);
    starts.set(entry, start);
    expected = entryEnd(view, entry, start);
  }
  if (expected !== directoryOffset) throw unreadable();

  const files: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of entries) {
    if (!limits.wanted(entry.name)) continue;
    if (entry.size > limits.maxEntryBytes || total + entry.size > limits.maxTotalBytes) throw new ZipRefused('too-large');
    const start = starts.get(entry)!;
    const data = zip.subarray(start, start + entry.compressedSize);
    let content: Uint8Array;
    if (entry.method === 0) content = data;
    else if (entry.method === 8) content = inflateBounded(data, entry.size);
    else throw unreadable();
    // An entry must be exactly the size it declares: one that lies is not read further.
    if (content.length !== entry.size) throw unreadable();
    total += content.length;
    files[entry.name] = content;
  }
  return files;
}
