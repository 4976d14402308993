import { FileText } from 'lucide-react';
import { formatSize } from '#client/lib/format-size.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { isRasterImage } from '#shared/attachment-limits.ts';
import type { Attachment } from '#shared/schemas/attachments.ts';
import { useAttachmentMessages } from './attachment-messages.ts';

export const attachmentUrl = (id: string) => `/api/attachments/${id}`;

/** A message's files: images as thumbnails that open full size, other files as downloads. */
export function AttachmentList({ files }: { files: Attachment[] }) {
  const t = useAttachmentMessages();
  const { language } = useLanguage();
  if (files.length === 0) return null;
  return (
    <ul aria-label={t.filesLabel} className="mt-3 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          {isRasterImage(file.type) ? (
            <a
              href={attachmentUrl(file.id)}
              target="_blank"
              rel="noopener"
              className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={attachmentUrl(file.id)}
                alt={t.openImage(file.name)}
                loading="lazy"
                className="size-20 rounded-md border border-border object-cover"
              />
            </a>
          ) : (
            <a
              href={attachmentUrl(file.id)}
              download={file.name}
              aria-label={t.download(file.name, formatSize(file.size, language))}
              className="inline-flex max-w-64 items-center gap-2 rounded-md border border-border bg-background px-3 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">{formatSize(file.size, language)}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
