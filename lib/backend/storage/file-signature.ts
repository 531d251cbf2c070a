import { DOCUMENT_TYPES_ACCEPTED, IMAGE_TYPES } from '../../rules/upload-rules';

/** Every extension the server stores, with the MIME type it is served as. */
export const STORED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain;charset=utf-8',
  pdf: 'application/pdf',
};

export const ALLOWED_EXTENSIONS: readonly string[] = [...IMAGE_TYPES, ...DOCUMENT_TYPES_ACCEPTED];

/** How many leading bytes the check reads. */
export const SIGNATURE_BYTES = 8192;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
/** Compound File Binary: the container of the old Office formats. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** The folder each Office Open XML format keeps its parts in. */
const OOXML_FOLDERS: Record<string, string> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/**
 * Whether a file's first bytes are what its extension claims: a renamed program or an HTML page
 * called `.png` is refused whatever its name says. Text must hold no NUL byte (every binary
 * format does) and must not be a Windows program.
 */
export function matchesSignature(ext: string, head: Uint8Array): boolean {
  switch (ext) {
    case 'png':
      return startsWith(head, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG);
    case 'pdf':
      return startsWith(head, PDF);
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE);
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      if (!startsWith(head, ZIP)) return false;
      const names = Buffer.from(head).toString('latin1');
      return names.includes('[Content_Types].xml') || names.includes(OOXML_FOLDERS[ext]);
    }
    case 'txt':
      return head.length > 0 && !head.includes(0) && !(head[0] === 0x4d && head[1] === 0x5a);
    default:
      return false;
  }
}
