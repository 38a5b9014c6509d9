import fs from 'node:fs';
import path from 'node:path';
import { validateFrontmatter } from '@/lib/content/frontmatter';
import { FEATURE_ICON_DIR, FEATURE_ICONS, featureIconPath, missingFeatureIconMessage, twemojiName } from '@/lib/content/feature-icons';

const ROOT = process.cwd();
const publicFile = (sitePath: string) => path.join(ROOT, 'public', sitePath);

/** A home page's frontmatter with these feature icons. */
function home(...icons: unknown[]) {
  return {
    pageType: 'home',
    title: 'Rspress',
    titleSuffix: 'SSG',
    hero: {
      name: 'Rspress',
      text: 'Fast',
      tagline: 'Simple',
      actions: [{ theme: 'brand', text: 'Start', link: '/guide/start/introduction' }],
      image: { src: '/rspress-logo.webp', alt: 'Rspress Logo' },
    },
    features: icons.map((icon, n) => ({ title: `Feature ${n}`, details: 'Details', icon })),
  };
}

describe('twemojiName', () => {
  it("is the emoji's code points in lower-case hex, joined by -", () => {
    expect(twemojiName('🔥')).toBe('1f525');
    expect(twemojiName('🌍')).toBe('1f30d');
  });

  it('drops U+FE0F from a single emoji but keeps it in a ZWJ sequence, as Twemoji names its files', () => {
    expect(twemojiName('❤️')).toBe('2764');
    expect(twemojiName('🏃🏻‍♀️')).toBe('1f3c3-1f3fb-200d-2640-fe0f');
  });
});

describe('featureIconPath', () => {
  it('maps each shipped emoji to its SVG under /emoji, and any other to nothing', () => {
    expect(featureIconPath('🔥')).toBe('/emoji/1f525.svg');
    expect(featureIconPath('🏃🏻‍♀️')).toBe('/emoji/1f3c3-1f3fb-200d-2640-fe0f.svg');
    expect(featureIconPath('🚀')).toBeUndefined();
    expect(featureIconPath('fire')).toBeUndefined();
  });

  it('has a file in public/ for every listed emoji, and public/emoji/ holds nothing else', () => {
    const paths = FEATURE_ICONS.map((icon) => featureIconPath(icon)!);
    for (const sitePath of paths) expect(fs.existsSync(publicFile(sitePath))).toBe(true);
    const shipped = fs.readdirSync(publicFile(FEATURE_ICON_DIR)).map((name) => `${FEATURE_ICON_DIR}/${name}`);
    expect(shipped.sort()).toEqual([...paths].sort());
  });
});

describe('the content check on feature icons', () => {
  it('accepts the shipped emoji', () => {
    expect(validateFrontmatter(home(...FEATURE_ICONS))).toMatchObject({ ok: true });
  });

  it('refuses an emoji without an SVG, naming it, the emoji that work and how to add one', () => {
    const result = validateFrontmatter(home('🔥', '🚀'));
    expect(result).toEqual({ ok: false, path: 'features.1.icon', message: missingFeatureIconMessage('🚀') });
    if (result.ok) return;
    expect(result.message).toContain('🚀');
    expect(result.message).toContain('🔥');
    expect(result.message).toContain('lib/content/feature-icons.ts');
    expect(result.message).toContain('npx tsx tools/build-steps/site-images.mts');
  });

  it('still says when an icon is not text at all', () => {
    expect(validateFrontmatter(home(3))).toMatchObject({ ok: false, path: 'features.0.icon' });
  });
});
