/** An RGBA image as raw bytes, four per pixel, row after row. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The rows that differ between two screenshots: `[top, end)` on each, or null when they are the same. */
export interface Region {
  top: number;
  beforeEnd: number;
  afterEnd: number;
}

const row = (image: RawImage, y: number) => image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4);
const sameRow = (a: RawImage, ya: number, b: RawImage, yb: number) => Buffer.compare(row(a, ya), row(b, yb)) === 0;

/**
 * The band of rows that changed. Rows are compared from the top, then from the bottom with the two
 * images aligned at their ends, so text that moved down under a longer paragraph counts as unchanged.
 */
export function changedRegion(before: RawImage, after: RawImage): Region | null {
  if (before.width !== after.width) return { top: 0, beforeEnd: before.height, afterEnd: after.height };
  let top = 0;
  while (top < before.height && top < after.height && sameRow(before, top, after, top)) top++;
  if (top === before.height && top === after.height) return null;
  let bottom = 0;
  while (
    bottom < before.height - top &&
    bottom < after.height - top &&
    sameRow(before, before.height - 1 - bottom, after, after.height - 1 - bottom)
  )
    bottom++;
  return { top, beforeEnd: before.height - bottom, afterEnd: after.height - bottom };
}

/** Rows `[from, to)` of an image. */
export function cropRows(image: RawImage, from: number, to: number): RawImage {
  return { data: image.data.slice(from * image.width * 4, to * image.width * 4), width: image.width, height: to - from };
}

/**
 * The after picture, faded, with every pixel that differs from the before picture in solid red; and
 * how many there are. A pixel counts as unchanged when it matches the before picture aligned at the
 * top or aligned at the bottom, so the text under an inserted line is not marked as changed.
 */
export function diffImage(before: RawImage, after: RawImage): { image: RawImage; changed: number } {
  const data = new Uint8Array(after.data.length);
  const shift = after.height - before.height;
  const same = (at: number, x: number, y: number) => {
    if (y < 0 || y >= before.height || x >= before.width) return false;
    const old = (y * before.width + x) * 4;
    return [0, 1, 2].every((c) => Math.abs(before.data[old + c] - after.data[at + c]) <= 8);
  };
  let changed = 0;
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      const at = (y * after.width + x) * 4;
      if (!same(at, x, y) && !same(at, x, y - shift)) {
        changed++;
        data.set([230, 0, 40, 255], at);
      } else {
        for (let c = 0; c < 3; c++) data[at + c] = 255 - Math.round((255 - after.data[at + c]) * 0.25);
        data[at + 3] = 255;
      }
    }
  }
  return { image: { data, width: after.width, height: after.height }, changed };
}
