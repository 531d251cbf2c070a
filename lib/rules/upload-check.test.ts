import zh from '../../messages/zh.json';
import { tooManyChosen, uploadProblem } from './upload-check';
import { DOCUMENT_TYPES_ACCEPTED, IMAGE_TYPES, UPLOAD_MESSAGES } from './upload-rules';

const MB = 1024 * 1024;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));

describe('uploadProblem', () => {
  it('checks the count of the whole choice before any file is sent', () => {
    expect(tooManyChosen(0, 6)).toEqual({ key: 'tooMany', count: 5 });
    expect(tooManyChosen(3, 3)).toEqual({ key: 'tooMany', count: 5 });
    expect(tooManyChosen(3, 2)).toBeNull();
    expect(tooManyChosen(0, 2, 1)).toEqual({ key: 'tooMany', count: 1 });
  });

  it('checks each file’s type, then its size', () => {
    expect(uploadProblem({ name: 'a.gif', size: 1 }, 'image', IMAGE_TYPES)).toEqual({ key: 'imageFormat', types: 'png/jpg/jpeg' });
    expect(uploadProblem({ name: 'A.JPG', size: 6 * MB }, 'image', IMAGE_TYPES)).toEqual({ key: 'imageTooLarge', mb: 5 });
    expect(uploadProblem({ name: 'a.exe', size: 1 }, 'file', DOCUMENT_TYPES_ACCEPTED)).toMatchObject({ key: 'fileFormat' });
    expect(uploadProblem({ name: 'a.pdf', size: 6 * MB }, 'file', DOCUMENT_TYPES_ACCEPTED)).toEqual({ key: 'fileTooLarge', mb: 5 });
    expect(uploadProblem({ name: 'a.docx', size: 5 * MB }, 'file', DOCUMENT_TYPES_ACCEPTED)).toBeNull();
  });

  it("shows the spec's messages word for word in Chinese", () => {
    const upload = zh.member.upload;
    expect(fill(upload.imageFormat, { types: 'png/jpg/jpeg' })).toBe(
      `${UPLOAD_MESSAGES.badFormat}, ${UPLOAD_MESSAGES.imageFormat(IMAGE_TYPES)}`,
    );
    expect(fill(upload.imageTooLarge, { mb: 5 })).toBe(UPLOAD_MESSAGES.imageTooLarge(5));
    expect(fill(upload.fileTooLarge, { mb: 5 })).toBe(UPLOAD_MESSAGES.fileTooLarge(5));
    expect(fill(upload.tooMany, { count: 5 })).toBe(UPLOAD_MESSAGES.tooMany(5));
    expect(fill(upload.fileFormat, { types: 'doc/pdf' })).toBe(UPLOAD_MESSAGES.fileFormat(['doc', 'pdf']));
    expect([upload.success, upload.failedRetry, upload.failed]).toEqual([
      UPLOAD_MESSAGES.success,
      UPLOAD_MESSAGES.failedRetry,
      UPLOAD_MESSAGES.failed,
    ]);
  });
});
