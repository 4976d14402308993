// What other features and the server's composition may use of attachments; the rest is its own (docs/decisions/import-boundaries.md).
export { type AttachTarget, attachUploads } from './attach-uploads.ts';
export { downloadRoutes } from './download-routes.ts';
export {
  attachmentsOfTickets,
  type FileNames,
  fileNamesOn,
  listAttachments,
  type StoredFile,
  storedFilesOf,
} from './list-attachments.ts';
export { postgresBlobStore } from './postgres-blob-store.ts';
export { purgeUnattachedUploads } from './purge-unattached.ts';
export {
  type MailedFile,
  type RefusalCode,
  type RefusedFile,
  storeMailedFiles,
} from './store-mailed-files.ts';
export { fileUnderInboxQuota } from './upload-limits.ts';
export { uploadRoutes } from './upload-routes.ts';
