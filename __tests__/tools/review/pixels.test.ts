import { changedRegion, cropRows, diffImage, type RawImage } from '@/tools/review/pixels';

/** A 2-pixel-wide image whose rows are grey levels. */
function image(rows: number[]): RawImage {
  const data = new Uint8Array(rows.length * 2 * 4);
  rows.forEach((grey, y) => {
    for (let x = 0; x < 2; x++) data.set([grey, grey, grey, 255], (y * 2 + x) * 4);
  });
  return { data, width: 2, height: rows.length };
}

describe('changedRegion', () => {
  it('is null for equal pictures', () => {
    expect(changedRegion(image([1, 2, 3]), image([1, 2, 3]))).toBeNull();
  });

  it('is the band between what matches from the top and what matches from the bottom', () => {
    // A row inserted after row 1: rows below it moved down and still match from the bottom.
    expect(changedRegion(image([1, 2, 3, 4]), image([1, 2, 9, 3, 4]))).toEqual({ top: 2, beforeEnd: 2, afterEnd: 3 });
    expect(changedRegion(image([1, 2, 3]), image([1, 7, 3]))).toEqual({ top: 1, beforeEnd: 2, afterEnd: 2 });
  });
});

describe('diffImage', () => {
  it('marks only the inserted row, not the rows it pushed down', () => {
    const { image: diff, changed } = diffImage(image([10, 20, 30, 40]), image([10, 20, 99, 30, 40]));
    expect(changed).toBe(2);
    const red = (y: number) => diff.data[y * 8] === 230 && diff.data[y * 8 + 1] === 0;
    expect([0, 1, 2, 3, 4].map(red)).toEqual([false, false, true, false, false]);
  });

  it('marks nothing when the pictures are the same', () => {
    expect(diffImage(image([5, 6]), image([5, 6])).changed).toBe(0);
  });
});

describe('cropRows', () => {
  it('keeps the rows asked for', () => {
    expect(cropRows(image([1, 2, 3, 4]), 1, 3)).toEqual(image([2, 3]));
  });
});
