import 'server-only';

export {
  acceptAttribute,
  contentTypeForKey,
  FILE_TYPES,
  IMAGE_KINDS,
  PDF_KINDS,
  PROOF_KINDS,
  VIDEO_KINDS,
} from './file-types';
export type { FileKind } from './file-types';
export { InvalidStorageKeyError, isValidKey } from './keys';
export { createLocalDiskStorage } from './local-disk';
export { saveUpload, UPLOAD_ERROR_REASON } from './upload';
export type { SaveUploadOptions, SaveUploadResult, UploadData, UploadError } from './upload';
export { serveStoredFile } from './serve-file';
export { storage } from './storage';
export type { ByteRange, PutOptions, Storage, StoredFileInfo } from './types';
export { UploadTooLargeError } from './types';
export { discardStoredFiles } from './discard';
export { fileUrl } from './url';
