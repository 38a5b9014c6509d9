/**
 * The home page's feature icons. Writers type an emoji in frontmatter (`icon: 🔥`); the page shows that
 * emoji as a Twemoji SVG served from `public/emoji/`, so it looks the same on a machine without an emoji
 * font. Only the emoji listed here have a file: `npm run check` refuses a feature icon that is not listed.
 */

/** Every emoji that has an SVG in `public/emoji/`. `tools/build-steps/site-images.mts` copies their files. */
export const FEATURE_ICONS = ['🏃🏻‍♀️', '📦', '🎨', '🌍', '🌈', '🔥'] as const;

/** Where the icons live, as a site path (the browser needs `withBasePath` in front). */
export const FEATURE_ICON_DIR = '/emoji';

const ZWJ = 0x200d;
const VARIATION_SELECTOR_16 = 0xfe0f;

/**
 * Twemoji's file name for an emoji: its code points in lower-case hex joined by `-`, without the
 * emoji-presentation selector U+FE0F unless the emoji is a ZWJ sequence (`❤️` → `2764`,
 * `🏃🏻‍♀️` → `1f3c3-1f3fb-200d-2640-fe0f`).
 */
export function twemojiName(emoji: string): string {
  const points = [...emoji].map((char) => char.codePointAt(0)!);
  const kept = points.includes(ZWJ) ? points : points.filter((point) => point !== VARIATION_SELECTOR_16);
  return kept.map((point) => point.toString(16)).join('-');
}

const SHIPPED = new Set<string>(FEATURE_ICONS);

/** The site path of a feature icon's SVG, or undefined when the emoji has none (the check refuses it). */
export function featureIconPath(emoji: string): string | undefined {
  const key = emoji.trim();
  return SHIPPED.has(key) ? `${FEATURE_ICON_DIR}/${twemojiName(key)}.svg` : undefined;
}

/** What the content check says about a feature icon without an SVG. */
export function missingFeatureIconMessage(emoji: unknown): string {
  const shown = typeof emoji === 'string' ? emoji : JSON.stringify(emoji);
  return (
    `feature icon ${shown} has no SVG in public${FEATURE_ICON_DIR}/; use one of ${FEATURE_ICONS.join(' ')}, ` +
    'or add the emoji to FEATURE_ICONS in lib/content/feature-icons.ts and run `npx tsx tools/build-steps/site-images.mts`'
  );
}
