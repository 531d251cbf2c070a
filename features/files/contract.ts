import { answerFields, defineContracts } from '@/lib/contract/contract';

/** The fields of an upload's answer. `url` is the API path of the file: the widgets put the API base in front, as they do with fileName. */
// A type, not an interface: the route spreads it into the envelope, which takes a record.
export type UploadedFile = {
  url: string;
  fileName: string;
  newFileName: string;
  originalFilename: string;
};

/** An upload's answer: the stored file's fields beside `code` and `msg`. */
const uploadAnswer = () => answerFields<UploadedFile>();

export const files = defineContracts(
  {},
  {
    // POST /common/upload – one multipart `file` (5 MB; png, jpg, jpeg, doc(x), xls(x), ppt(x), txt, pdf checked by content)
    upload: { method: 'POST', path: '/common/upload', access: 'user', answer: uploadAnswer() },
    // POST /common/oss/upload – the portal pages' name for the same upload
    ossUpload: { method: 'POST', path: '/common/oss/upload', access: 'user', answer: uploadAnswer() },
    // GET /common/download – a stored file by its generated name (an export by its `<uuid>_<title>.xlsx` name), as an attachment
    download: { method: 'GET', path: '/common/download', access: 'user' },
    // GET /common/download/resource – the same by resource path (`/profile/upload/...`)
    downloadResource: { method: 'GET', path: '/common/download/resource', access: 'user' },
    // GET /profile/upload/... – an uploaded image shown in a page (other types still download); a published article's images need no sign-in;
    // an `<img>` of the stock client names its reader by the `Admin-Token` cookie
    profileFile: { method: 'GET', path: '/profile/upload/:year/:month/:day/:name', access: 'anonymous', cookieToken: true },
  },
);
