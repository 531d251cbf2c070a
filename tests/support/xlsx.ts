import zlib from 'node:zlib';

/** The entries of a zip archive by name, read from its central directory (stored or deflated). */
function unzip(bytes: Buffer): Map<string, Buffer> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < entries; i++) {
    const method = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    files.set(name, method === 8 ? zlib.inflateRawSync(data) : data);
    at += 46 + skip;
  }
  return files;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The first sheet of an .xlsx workbook as rows of cell texts (shared, inline and number cells). */
export function readXlsxRows(bytes: Buffer): string[][] {
  const files = unzip(bytes);
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    unescape([...m[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...row[1].matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const inner = cell[2] ?? '';
      if (/t="s"/.test(cell[1])) return shared[Number(/<v>(\d+)<\/v>/.exec(inner)?.[1])] ?? '';
      if (/t="inlineStr"/.test(cell[1])) return unescape(/<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1] ?? '');
      return unescape(/<v>([\s\S]*?)<\/v>/.exec(inner)?.[1] ?? '');
    }),
  );
}
