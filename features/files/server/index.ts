// The files feature's server face: what other features' servers use to receive, check and attach uploads.
export { uploadAnswer } from './routes';
export { AVATAR_KIND, fileNamesOf, findFile, isUploadName, PUBLIC_KIND, requireOwnFiles } from './file-service';
export { receiveUpload } from './upload-service';
