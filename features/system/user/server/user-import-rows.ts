import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { z } from '@/lib/contract/zod';
import type { BackendDeps } from '@/lib/backend/deps';
import { sysFile } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';
import { USER_LIMITS, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import { extensionOf, UPLOAD_MESSAGES } from '@/lib/rules/upload-rules';
import { unzipBounded, ZipRefused } from '@/lib/backend/export/bounded-unzip';
import { sheetExcess } from '@/lib/backend/export/sheet-excess';
import { receiveUpload } from '@/features/files/server';
import { IMPORT_HEADERS, SEX_LABELS, STATUS_LABELS } from './user-excel';

export const MAX_IMPORT_ROWS = 5000;
export const TOO_MANY_ROWS_MSG = `导入数据不能超过${MAX_IMPORT_ROWS}行`;
/** The template has 7 columns; room for a reader's notes beside them, and no more. */
export const MAX_IMPORT_COLUMNS = 26;
export const TOO_MANY_COLUMNS_MSG = `导入数据不能超过${MAX_IMPORT_COLUMNS}列`;
export const EMPTY_IMPORT_MSG = '导入用户数据不能为空！';
export const WRONG_HEADER_MSG = `导入文件的表头与模板不符，第一行应为：${IMPORT_HEADERS.join('、')}`;
export const NOT_XLSX_MSG = UPLOAD_MESSAGES.fileFormat(['xlsx']);
export const UNREADABLE_MSG = '无法读取导入文件，请下载导入模板填写后上传';

/** One data row of an import: its Excel row number (the header is row 1) and a text per template column. */
export interface SheetRow {
  rowNumber: number;
  cells: string[];
}

/**
 * The rows of an uploaded workbook. The upload goes through the common upload checks (5 MB,
 * content matching the extension) and is removed again at once: an import file is never kept.
 */
export async function receiveImportRows(deps: BackendDeps, request: Request, ownerId: number): Promise<SheetRow[]> {
  const stored = await receiveUpload(deps, request, ownerId);
  try {
    if (extensionOf(stored.fileName) !== 'xlsx') throw new ServiceError(NOT_XLSX_MSG);
    const stream = await deps.files.open(stored.fileName);
    if (!stream) throw new ServiceError(UNREADABLE_MSG);
    return await readImportRows(new Uint8Array(await new Response(stream).arrayBuffer()));
  } finally {
    await deps.files.remove(stored.fileName);
    await deps.db.delete(sysFile).where(eq(sysFile.fileId, stored.fileId));
  }
}

type Cell = string | number | boolean | Date | null | undefined;

/**
 * Bounds on the unpacked XML of an import: the reader parses the whole sheet before the rows can
 * be counted, and a few MB of zip can unpack to a million rows. A row of the template holds at
 * most about 130 characters (department id 16, sign-in name 20, nickname 30, email 50, mobile
 * 11, two short labels); at up to 6 bytes a character (CJK or an escaped `&`) plus about 650
 * bytes of row and cell markup that is under 1.5 KB a row, so 5000 rows stay under 7.5 MB of
 * worksheet XML, or of shared strings when the texts sit there; the parts together are bounded
 * too. A workbook beyond these holds more than an import may, however small its zip.
 */
const MAX_PART_BYTES = 8 * 1024 * 1024;
const MAX_XML_BYTES = 16 * 1024 * 1024;
// The parts read-excel-file reads (its filterZipArchiveEntry).
const isXmlPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

const EXCESS_MESSAGES = { rows: TOO_MANY_ROWS_MSG, columns: TOO_MANY_COLUMNS_MSG, unreadable: UNREADABLE_MSG };

/**
 * Refuses a part that addresses rows or columns past what an import may hold (the header and
 * 5000 rows, blank rows between them counted): read-excel-file would first make every row up to
 * the last address, however few cells the sheet has. Every XML part is looked at, since the
 * workbook, not its folder names, says which part is the sheet.
 */
function refuseFarAddresses(parts: Record<string, Uint8Array>): void {
  const limits = { rows: MAX_IMPORT_ROWS + 1, columns: MAX_IMPORT_COLUMNS };
  for (const part of Object.values(parts)) {
    const excess = sheetExcess(part, limits);
    if (excess) throw new ServiceError(EXCESS_MESSAGES[excess]);
  }
}

/**
 * The sheet's rows. The workbook is unpacked once, within the bounds above, by a reader that
 * counts what it inflates (export/bounded-unzip.ts), and its addresses are checked; read-excel-file
 * then reads a plain copy of just those parts, which holds nothing more to unpack.
 */
async function readRows(bytes: Uint8Array): Promise<Cell[][]> {
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipBounded(bytes, { wanted: isXmlPart, maxEntryBytes: MAX_PART_BYTES, maxTotalBytes: MAX_XML_BYTES });
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error;
    throw new ServiceError(error.reason === 'too-large' ? TOO_MANY_ROWS_MSG : UNREADABLE_MSG);
  }
  refuseFarAddresses(parts);
  try {
    // Numbers stay as written: a mobile number or department id must not pass through a float.
    return (await readSheet<string>(Buffer.from(zipSync(parts, { level: 0 })), { parseNumber: (text) => text })) as Cell[][];
  } catch {
    throw new ServiceError(UNREADABLE_MSG);
  }
}

/** The data rows of an uploaded workbook's bytes. */
export async function readImportRows(bytes: Uint8Array): Promise<SheetRow[]> {
  return importRowsOf(await readRows(bytes));
}

const textOfCell = (cell: Cell): string =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell).trim();

/**
 * The data rows of a sheet whose first row is exactly the template's header. Blank rows are
 * skipped (their numbers are not reused); none at all, or more than 5000, is refused.
 */
export function importRowsOf(sheet: Cell[][]): SheetRow[] {
  const texts = sheet.map((row) => row.map(textOfCell));
  if (!texts.some((row) => row.some((cell) => cell !== ''))) throw new ServiceError(EMPTY_IMPORT_MSG);
  const header = [...(texts[0] ?? [])];
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  if (header.length !== IMPORT_HEADERS.length || header.some((cell, i) => cell !== IMPORT_HEADERS[i]))
    throw new ServiceError(WRONG_HEADER_MSG);
  const rows = texts
    .slice(1)
    .map((cells, i) => ({ rowNumber: i + 2, cells: IMPORT_HEADERS.map((_, column) => cells[column] ?? '') }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw new ServiceError(EMPTY_IMPORT_MSG);
  if (rows.length > MAX_IMPORT_ROWS) throw new ServiceError(TOO_MANY_ROWS_MSG);
  return rows;
}

/** A row read into a user, with what is wrong with it. Empty sex, status or department mean "not given". */
export interface ImportRow {
  rowNumber: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  email: string;
  phonenumber: string;
  sex: string | undefined;
  status: string | undefined;
  problems: string[];
}

// The import's messages name the template's columns.
const userNameCell = textOf('登录名称', USER_NAME_LENGTH.max).refine(
  (value) => value.length >= USER_NAME_LENGTH.min,
  `登录名称长度必须在${USER_NAME_LENGTH.min}到${USER_NAME_LENGTH.max}个字符之间`,
);
const nickNameCell = textOf('用户名称', USER_LIMITS.nickName);
const emailCell = emailOf('用户邮箱', { optional: true, message: '用户邮箱格式不正确' });
const phoneCell = mobileOf('手机号码', { optional: true, message: '手机号码格式不正确' });

const codeOf = (labels: Record<string, string>, label: string) => Object.keys(labels).find((code) => labels[code] === label);

/** Reads one row's cells by the template's columns and the limits of the user form. */
export function parseImportRow(row: SheetRow): ImportRow {
  const [dept, userName, nickName, email, phonenumber, sex, status] = row.cells;
  const problems: string[] = [];
  const checked = (schema: z.ZodType<string>, value: string): string => {
    const result = schema.safeParse(value);
    if (!result.success) problems.push(result.error.issues[0]?.message ?? '格式不正确');
    return value;
  };
  const parsed: ImportRow = {
    rowNumber: row.rowNumber,
    deptId: null,
    userName: checked(userNameCell, userName),
    nickName: checked(nickNameCell, nickName),
    email: checked(emailCell, email),
    phonenumber: checked(phoneCell, phonenumber),
    sex: sex === '' ? undefined : codeOf(SEX_LABELS, sex),
    status: status === '' ? undefined : codeOf(STATUS_LABELS, status),
    problems,
  };
  if (dept !== '') {
    if (/^\d{1,16}$/.test(dept) && Number(dept) > 0) parsed.deptId = Number(dept);
    else problems.push('部门编号必须是数字');
  }
  if (sex !== '' && parsed.sex === undefined) problems.push('用户性别只能是男、女或未知');
  if (status !== '' && parsed.status === undefined) problems.push('账号状态只能是正常或停用');
  return parsed;
}
