import type { FileStore } from '@/lib/backend/storage/file-store';

/**
 * The forms a new portal publishes on the member download page. Their bytes are made here, so
 * the demo needs no binary files in the repository; the backend writes any that are missing
 * from the upload directory when it starts.
 */
export interface DemoFile {
  fileName: string;
  originalFilename: string;
  contentType: string;
  title: string;
  bytes: Buffer;
}

const GUIDE = `录音师协会会员申报填写说明

一、申报范围
  1. 能力评价申报：申请录音师职业能力等级评价的正式会员。
  2. 优秀作品推荐：推荐本人主创的录音、混音或母带作品参加年度评选。
  3. 继续教育学时认定：申请认定参加培训、讲座所获的继续教育学时。

二、填写要求
  1. 在“填写申报”中选择申报类别，填写申报名称、申报人、联系电话和申报说明。
  2. 在“附件上传”中上传证明材料：支持 doc、xls、ppt、txt、pdf 格式，每个文件不超过 5 MB，最多 5 个。
  3. 可先“保存草稿”，确认无误后“提交申报”。提交后不能修改；如被退回，可按审核意见修改后重新提交。

三、审核
  协会秘书处在收到申报后 15 个工作日内完成审核，结果在“我的申报”中查看。

咨询电话：010-6000-0000
`;

/** A one-page PDF whose cross-reference offsets are computed, so any reader opens it. */
function simplePdf(lines: string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${770 - i * 22} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const DEMO_FILES: DemoFile[] = [
  {
    fileName: '/profile/upload/2026/01/05/0d4f5e1c9a2b47d6a1f3c8e9b7d20001.txt',
    originalFilename: '会员申报填写说明.txt',
    contentType: 'text/plain;charset=utf-8',
    title: '会员申报填写说明',
    bytes: Buffer.from(GUIDE, 'utf8'),
  },
  {
    fileName: '/profile/upload/2026/01/05/0d4f5e1c9a2b47d6a1f3c8e9b7d20002.pdf',
    originalFilename: 'Skills-Evaluation-Declaration-Form.pdf',
    contentType: 'application/pdf',
    title: '能力评价申报表（英文版）',
    bytes: simplePdf([
      'Recording Engineers Association - Skills Evaluation Declaration Form',
      'Applicant name: ______________________   Member no.: ______________',
      'Employer: ___________________________   Mobile: __________________',
      'Level applied for:  [ ] Level 3   [ ] Level 2   [ ] Level 1',
      'Works submitted (title, role, year): ________________________________',
      '____________________________________________________________________',
      'Signature: __________________   Date: ____________',
    ]),
  },
];

/** Writes the demo forms that the upload directory lacks (a new directory, or one restored without them). */
export async function restoreDemoFiles(files: Pick<FileStore, 'open' | 'put'>): Promise<void> {
  for (const file of DEMO_FILES) {
    const existing = await files.open(file.fileName);
    if (existing) await existing.cancel();
    else await files.put(file.fileName, file.bytes);
  }
}
