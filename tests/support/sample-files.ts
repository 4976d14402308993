import sharp from 'sharp';

/** A phone photo as one arrives: a JPEG whose EXIF holds the place it was taken. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Maple Phone', Copyright: 'Ada' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 34/1 0/1',
      },
    })
    .toBuffer();
}

/** A screenshot: a small PNG. */
export async function screenshotPng(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 20, channels: 4, background: '#2c3e50' } })
    .png()
    .toBuffer();
}

/** The smallest file a PDF reader would open. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A Windows program's first bytes, whatever it is named. */
export function executable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** Bytes that are none of the recognised formats and not text either, `size` of them. */
export function noise(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7919 + 13) % 251;
  return bytes;
}

/** A pasted screenshot as a mail app embeds it: a PNG large enough not to pass for a logo, with EXIF. */
export async function screenshotWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 360, channels: 3, background: '#2c3e50' } })
    .png()
    .withExif({ IFD0: { Software: 'Maple Phone', Copyright: 'Ada' } })
    .toBuffer();
}
