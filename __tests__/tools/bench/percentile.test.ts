import { median, percentile } from '@/tools/bench/percentile';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([31.5, 30.9, 33.8])).toBe(31.5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('agrees with the 50th percentile on an odd count', () => {
    const values = [9, 2, 7, 4, 5];
    expect(median(values)).toBe(percentile(values, 50));
  });
});
