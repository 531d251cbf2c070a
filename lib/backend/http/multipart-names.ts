/** One file part of a multipart body: its form field and the file name the client gave. */
export interface UploadedName {
  field: string;
  fileName: string;
}

export interface WatchedMultipart {
  /** The same bytes, to be read by whoever reads the body. */
  body: ReadableStream<Uint8Array>;
  /** The file parts seen so far (all of them once the body has been read to its end). */
  names(): UploadedName[];
}

// Part headers longer than this are not a browser's; such a part is simply not named.
const MAX_HEADER_BYTES = 2048;
const MAX_NAMES = 20;
const MAX_NAME_LENGTH = 255;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Header bytes were read as latin1 so offsets stay bytes; names are UTF-8. */
const utf8Of = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

function boundaryOf(contentType: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

function nameOf(headers: string): UploadedName | null {
  const disposition = /^content-disposition:([^\r\n]*)$/im.exec(headers)?.[1];
  if (!disposition) return null;
  const field = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? '';
  let fileName = /(?:^|;)\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  const extended = /(?:^|;)\s*filename\*=utf-8''([^;\s]*)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      fileName = decodeURIComponent(extended);
    } catch {
      // A malformed extended name: the plain one, if any, stands.
    }
  } else if (fileName !== undefined) {
    fileName = utf8Of(fileName);
  }
  if (fileName === undefined) return null;
  return { field: utf8Of(field).slice(0, MAX_NAME_LENGTH), fileName: fileName.slice(0, MAX_NAME_LENGTH) };
}

/**
 * Passes a multipart body through unchanged while noting the names of its file parts, so the
 * operation log can say which files an upload carried without keeping their content. Only part
 * headers right after a boundary count, the place the upload parser reads them from.
 */
export function watchMultipart(body: ReadableStream<Uint8Array>, contentType: string): WatchedMultipart {
  const boundary = boundaryOf(contentType);
  const found: UploadedName[] = [];
  if (!boundary) return { body, names: () => found };
  const part = new RegExp(`\\r\\n--${escapeRegExp(boundary)}\\r\\n([\\s\\S]{0,${MAX_HEADER_BYTES}}?)\\r\\n\\r\\n`, 'g');
  const keep = boundary.length + MAX_HEADER_BYTES + 8;
  // The body starts with the first boundary; a leading CRLF lets one pattern match them all.
  let pending = '\r\n';

  const scan = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      if (found.length >= MAX_NAMES) return;
      pending += Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
      part.lastIndex = 0;
      let consumed = 0;
      for (let match = part.exec(pending); match && found.length < MAX_NAMES; match = part.exec(pending)) {
        const name = nameOf(match[1]);
        if (name) found.push(name);
        consumed = part.lastIndex;
      }
      pending = pending.slice(consumed);
      if (pending.length > keep) pending = pending.slice(-keep);
    },
  });
  return { body: body.pipeThrough(scan), names: () => found };
}
