import { allowedTypos, isTypo, typos } from '@/lib/search/engine/typo';

describe('allowedTypos', () => {
  it('allows none under five letters, one from five, two from nine', () => {
    expect(['nav', 'buld'].map(allowedTypos)).toEqual([0, 0]);
    expect(['build', 'deploy', 'sidebars'].map(allowedTypos)).toEqual([1, 1, 1]);
    expect(['frontmatter', 'buildconfig'].map(allowedTypos)).toEqual([2, 2]);
  });
});

describe('typos', () => {
  it('counts a missing, extra or wrong letter as one', () => {
    expect(typos('sidbar', 'sidebar')).toBe(1);
    expect(typos('sideebar', 'sidebar')).toBe(1);
    expect(typos('sidevar', 'sidebar')).toBe(1);
  });

  it('counts two letters swapped as one', () => {
    expect(typos('depoly', 'deploy')).toBe(1);
    expect(typos('builderconifg', 'builderconfig')).toBe(1);
    expect(typos('edploy', 'deploy')).toBe(1);
  });

  it('counts a typo on the first letter twice', () => {
    expect(typos('jquery', 'query')).toBe(2);
    expect(typos('beploy', 'deploy')).toBe(2);
  });

  it('counts nothing for the same word and adds up several typos', () => {
    expect(typos('deploy', 'deploy')).toBe(0);
    expect(typos('dpeloymnt', 'deployment')).toBe(2);
  });
});

describe('isTypo', () => {
  it('accepts the allowed typos, a missing letter included', () => {
    expect(isTypo('sidbar', 'sidebar')).toBe(true);
    expect(isTypo('algola', 'algolia')).toBe(true);
    expect(isTypo('depoly', 'deploy')).toBe(true);
    expect(isTypo('sideebar', 'sidebar')).toBe(true);
    expect(isTypo('buld', 'build')).toBe(false);
  });

  it('never shortens a word under seven letters: another word, not a typo', () => {
    expect(isTypo('stripe', 'strip')).toBe(false);
    expect(isTypo('width', 'with')).toBe(false);
    expect(isTypo('sidebars', 'sidebar')).toBe(true);
  });
});
