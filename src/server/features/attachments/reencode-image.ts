import { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '#server/http/http-error.ts';

/** Larger pictures are refused rather than decoded: a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;

const unreadableImage = () =>
  new HttpError(415, 'file_type_not_allowed', 'This image could not be read: it may be damaged.');

function encoder(type: string): Sharp {
  const image = sharp({
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: type === 'image/gif' || type === 'image/webp',
  });
  switch (type) {
    case 'image/jpeg':
      // A phone's photo is stored sideways with a note to turn it; the note goes with the metadata.
      return image.autoOrient().jpeg({ quality: 88, mozjpeg: true });
    case 'image/png':
      return image.png();
    case 'image/gif':
      return image.gif();
    default:
      return image.webp({ quality: 88 });
  }
}

/**
 * The image decoded and encoded again in its own format, streamed: what comes out holds the pixels and
 * nothing else (no EXIF, GPS position, comments or trailing bytes), as sharp writes no metadata unless
 * asked to.
 */
export async function* reencodeImage(
  source: AsyncIterable<Uint8Array>,
  type: string,
): AsyncGenerator<Uint8Array> {
  const pipeline = encoder(type);
  const input = Readable.from(source);
  input.on('error', (error) => pipeline.destroy(error));
  input.pipe(pipeline);
  try {
    for await (const piece of pipeline) yield piece as Buffer;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadableImage();
  }
}
