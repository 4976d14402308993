import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const referenceDir = join(import.meta.dirname, 'visual-references');
/** Where a failed comparison leaves the new screenshot and the diff, for a look. */
const outputDir = join(import.meta.dirname, '../../dist/visual-diffs');
/** Two runs on one machine give identical pixels; this only absorbs a stray anti-aliased edge or two. */
const MAX_DIFFERENT_PIXELS = 200;

export interface VisualVerdict {
  /** Pixels that differ beyond pixelmatch's colour threshold. */
  differentPixels: number;
  sameSize: boolean;
  message: string;
}

/**
 * Compares a screenshot with its committed reference. UPDATE_VISUAL_REFERENCES=1 writes the
 * screenshot as the new reference instead (commit it with the change that moved the pixels).
 */
export function compareWithReference(name: string, screenshot: Buffer): VisualVerdict {
  const referencePath = join(referenceDir, `${name}.png`);
  if (process.env.UPDATE_VISUAL_REFERENCES === '1') {
    writeFileSync(referencePath, screenshot);
    return { differentPixels: 0, sameSize: true, message: `wrote ${referencePath}` };
  }
  if (!existsSync(referencePath)) {
    saveForInspection(name, screenshot);
    return {
      differentPixels: Number.POSITIVE_INFINITY,
      sameSize: false,
      message: `no ${referencePath}: run with UPDATE_VISUAL_REFERENCES=1`,
    };
  }
  const actual = PNG.sync.read(screenshot);
  const expected = PNG.sync.read(readFileSync(referencePath));
  const sameSize = actual.width === expected.width && actual.height === expected.height;
  let differentPixels = Number.POSITIVE_INFINITY;
  if (sameSize) {
    const diff = new PNG({ width: actual.width, height: actual.height });
    differentPixels = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
      threshold: 0.1,
    });
    if (differentPixels > MAX_DIFFERENT_PIXELS) saveForInspection(name, screenshot, PNG.sync.write(diff));
  } else {
    saveForInspection(name, screenshot);
  }
  const message = sameSize
    ? `${name}: ${differentPixels} pixels differ (see ${outputDir})`
    : `${name}: ${actual.width}×${actual.height}, reference ${expected.width}×${expected.height} (see ${outputDir})`;
  return { differentPixels, sameSize, message };
}

export const withinTolerance = (verdict: VisualVerdict) =>
  verdict.sameSize && verdict.differentPixels <= MAX_DIFFERENT_PIXELS;

function saveForInspection(name: string, screenshot: Buffer, diff?: Buffer) {
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(join(outputDir, `${name}.actual.png`), screenshot);
  if (diff) writeFileSync(join(outputDir, `${name}.diff.png`), diff);
}
