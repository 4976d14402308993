import { Fragment } from 'react';

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web addresses as links, so an admin can open a message's link from the outbox. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capturing group puts the matches at the odd indexes.
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
            key={index}
            href={part}
            className="break-all text-maple-700 underline underline-offset-2 hover:text-maple-800"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
