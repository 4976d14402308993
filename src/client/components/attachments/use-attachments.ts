import { type ClipboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { showToast } from '#client/lib/toast.ts';
import { uploadFile } from '#client/lib/upload-file.ts';
import type { AttachmentMessages } from '#client/locales/en/attachments.ts';
import { attachmentLimits } from '#shared/attachment-limits.ts';
import { useAttachmentMessages } from './attachment-messages.ts';

/** A file chosen for a message: uploading, ready (its token attaches it), or refused (with why). */
export interface PendingFile {
  key: number;
  name: string;
  size: number;
  progress: number;
  state: 'uploading' | 'ready' | 'refused';
  token?: string;
  problem?: string;
}

type Refusal = keyof AttachmentMessages['refused'];

function refusalOf(error: unknown): Refusal {
  const code = error instanceof ApiError ? error.code : 'other';
  const known: Refusal[] = [
    'file_too_large',
    'file_type_not_allowed',
    'message_too_large',
    'upload_not_found',
    'rate_limited',
  ];
  return known.find((refusal) => refusal === code) ?? 'other';
}

const counted = (file: PendingFile) => file.state !== 'refused';

/** A pasted screenshot has no useful name: 'screenshot-1.png' or 'capture-ecran-1.png'. */
function pastedName(file: File, base: string, index: number): string {
  const extension = file.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
  return file.name && file.name !== 'image.png' ? file.name : `${base}-${index}.${extension}`;
}

/**
 * The files of one message being written: each uploads as soon as it is chosen (dropped, picked or
 * pasted), with its progress; those past the limits are refused at once, without uploading.
 */
export function useAttachments() {
  const t = useAttachmentMessages();
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const pasted = useRef(0);
  const uploads = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const change = (key: number, update: Partial<PendingFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...update } : file)));

  function start(file: File, name: string, key: number) {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadFile(file, name, (progress) => change(key, { progress }), controller.signal)
      .then(
        (upload) => {
          change(key, {
            state: 'ready',
            progress: 1,
            token: upload.token,
            name: upload.name,
            size: upload.size,
          });
          setAnnouncement(t.uploaded(upload.name));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const problem = t.refused[refusalOf(error)];
          change(key, { state: 'refused', problem });
          setAnnouncement(`${name}: ${problem}`);
        },
      )
      .finally(() => uploads.current.delete(key));
  }

  function add(chosen: File[], names = chosen.map((file) => file.name)) {
    const added: PendingFile[] = [];
    let kept = files.filter(counted);
    chosen.forEach((file, index) => {
      const key = nextKey.current++;
      const name = names[index] ?? file.name;
      const bytes = kept.reduce((sum, other) => sum + other.size, 0) + file.size;
      const refusal: Refusal | undefined =
        kept.length >= attachmentLimits.messageFiles
          ? 'too_many_files'
          : file.size > attachmentLimits.fileBytes
            ? 'file_too_large'
            : bytes > attachmentLimits.messageBytes
              ? 'message_too_large'
              : undefined;
      const pending: PendingFile = {
        key,
        name,
        size: file.size,
        progress: 0,
        state: refusal ? 'refused' : 'uploading',
      };
      if (refusal) pending.problem = t.refused[refusal];
      added.push(pending);
      if (refusal) return;
      kept = [...kept, pending];
      start(file, name, key);
    });
    setFiles((current) => [...current, ...added]);
    const refused = added.find((file) => file.problem);
    setAnnouncement(
      refused
        ? `${refused.name}: ${refused.problem}`
        : added.map((file) => t.uploading(file.name)).join('. '),
    );
  }

  function remove(key: number) {
    uploads.current.get(key)?.abort();
    const file = files.find((candidate) => candidate.key === key);
    setFiles((current) => current.filter((candidate) => candidate.key !== key));
    if (file) setAnnouncement(t.removed(file.name));
  }

  /** Pasting a screenshot into the text box adds it; pasted text is left to the text box. */
  function onPaste(event: ClipboardEvent<HTMLElement>) {
    const pastedFiles = Array.from(event.clipboardData.files);
    if (pastedFiles.length === 0) return;
    if (!event.clipboardData.types.includes('text/plain')) event.preventDefault();
    add(
      pastedFiles,
      pastedFiles.map((file) => pastedName(file, t.pastedName, ++pasted.current)),
    );
  }

  const tokens = files.flatMap((file) => (file.state === 'ready' && file.token ? [file.token] : []));
  return {
    files,
    announcement,
    add,
    remove,
    onPaste,
    uploading: files.some((file) => file.state === 'uploading'),
    /** The tokens the message carries: none when it has no files (a request without the field). */
    sent: tokens.length > 0 ? tokens : undefined,
    clear: () => setFiles([]),
    /** Whether a file is still uploading, which the writer is told: the message waits for its files. */
    stillUploading() {
      if (files.every((file) => file.state !== 'uploading')) return false;
      showToast('info', t.stillUploadingTitle, t.stillUploading);
      return true;
    },
  };
}

export type Attachments = ReturnType<typeof useAttachments>;
