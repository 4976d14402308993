import { clsx } from 'clsx';
import { Paperclip, X } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { formatSize } from '#client/lib/format-size.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { acceptedExtensions } from '#shared/attachment-limits.ts';
import { useAttachmentMessages } from './attachment-messages.ts';
import { LimitsNote } from './limits-note.tsx';
import type { Attachments, PendingFile } from './use-attachments.ts';

function PendingFileRow({ file, onRemove }: { file: PendingFile; onRemove: () => void }) {
  const t = useAttachmentMessages();
  const { language } = useLanguage();
  return (
    <li className="grid gap-1 rounded-md border border-border bg-background p-2 text-sm">
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
        <span className="shrink-0 text-muted-foreground">{formatSize(file.size, language)}</span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onRemove}
          aria-label={t.remove(file.name)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {file.state === 'uploading' && (
        <progress
          value={file.progress}
          max={1}
          aria-label={t.uploading(file.name)}
          className="h-1.5 w-full overflow-hidden rounded-full accent-maple-600"
        />
      )}
      {file.problem && <p className="text-destructive">{file.problem}</p>}
    </li>
  );
}

/**
 * Files for a message: dropped on the zone, chosen with the button, or pasted into the text box (the
 * form passes `attachments.onPaste` to it); each listed with its size, progress and a remove button.
 */
export function AttachmentPicker({ attachments }: { attachments: Attachments }) {
  const t = useAttachmentMessages();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    attachments.add(Array.from(event.dataTransfer.files));
  }

  return (
    <div className="grid gap-2">
      {/* Dropping is a shortcut: the button does the same from the keyboard. */}
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={clsx(
          'm-0 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-dashed p-3 text-sm text-muted-foreground',
          dragging ? 'border-maple-600 bg-maple-50' : 'border-input',
        )}
      >
        <span>{t.dropHere}</span>
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden="true" />
          {t.add}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={t.add}
          accept={acceptedExtensions.join(',')}
          onChange={(event) => {
            attachments.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </fieldset>
      <LimitsNote />
      {attachments.files.length > 0 && (
        <ul aria-label={t.listLabel} className="grid gap-2">
          {attachments.files.map((file) => (
            <PendingFileRow
              key={file.key}
              file={file}
              onRemove={() => {
                attachments.remove(file.key);
                // The removed row took the focused button with it: the focus goes back to adding files.
                addButton.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      {/* Polite, without the status role: the form's own status (the email hint) keeps that. */}
      <p aria-live="polite" className="sr-only">
        {attachments.announcement}
      </p>
    </div>
  );
}
