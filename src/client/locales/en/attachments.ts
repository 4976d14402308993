/** Files with a message: the picker, its refusals, and the files shown in a conversation (useAttachmentMessages). */
export const attachments = {
  /** The ticket form's note, and the picker's: what may be sent. */
  limits: 'Attach up to 5 files, 10 MB each (20 MB in all): images, PDF, text, CSV, office documents or ZIP.',
  add: 'Add files',
  dropHere: 'Drop files here, paste a screenshot into the text, or',
  listLabel: 'Files to send',
  remove: (name: string) => `Remove ${name}`,
  uploading: (name: string) => `Uploading ${name}`,
  uploaded: (name: string) => `${name} is ready to send.`,
  removed: (name: string) => `${name} removed.`,
  stillUploading: 'Please wait until your files have finished uploading.',
  stillUploadingTitle: 'Files uploading',
  pastedName: 'screenshot',
  refused: {
    file_too_large: 'This file is larger than 10 MB.',
    file_type_not_allowed: 'This type of file is not accepted.',
    too_many_files: 'Only 5 files can be sent with one message.',
    message_too_large: 'The files of one message may not exceed 20 MB together.',
    upload_not_found: 'This file is no longer waiting to be sent: add it again.',
    rate_limited: 'Too many files uploaded from your network. Please wait an hour.',
    other: 'This file could not be uploaded. Please try again.',
  },
  /** In a conversation. */
  filesLabel: 'Attached files',
  openImage: (name: string) => `Open ${name} full size`,
  download: (name: string, size: string) => `Download ${name} (${size})`,
};

export type AttachmentMessages = typeof attachments;
