import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentPage } from '../content';
import { sectionOf } from '../urls';
import { flattenSidebar } from '../nav/sidebar';
import type { Lang } from '../types';
import { localeConfig } from '../nav/locale-nav';
import { SITE } from '../site/constants';
import { SITE_ROOT } from '../hosting/url';
import { translatorOf } from '../i18n/messages';
import { describe } from './routes';
import { DRAWN, hashCode } from '../build-cache.mjs';

/** What a card shows: where the page sits (nav section › sidebar group), its title and its description. */
export interface CardText {
  lang: Lang;
  place: string;
  title: string;
  description: string;
  /** What the site is, in the card's language ("Documentation"). */
  kind: string;
  /** The site's name and where it lives (`rspress.dev`). */
  site: string;
  host: string;
}

export function cardText(page: ContentPage): CardText {
  const { lang, title } = page.record;
  const locale = localeConfig(lang);
  const section = sectionOf(page.key);
  const nav = locale.nav.find((item) => item.activeMatch === `/${section}/`)?.text;
  const group = (locale.sidebar[section] ?? []).find(
    (item) => item.items && flattenSidebar(item.items).some((link) => link.key === page.key),
  )?.text;
  const fm = page.record.frontmatter;
  return {
    lang,
    place: [nav, group].filter(Boolean).join(' › '),
    title: fm.pageType === 'home' ? fm.titleSuffix : title,
    description: describe(page),
    kind: translatorOf(lang)('card.documentation'),
    site: SITE.title,
    host: new URL(SITE_ROOT).host + new URL(SITE_ROOT).pathname.replace(/\/$/, ''),
  };
}

/**
 * The fonts a card is set in, as the card's `font-family` names them: Noto Sans SC from npm, its Latin
 * and its Simplified Chinese files, regular and bold, read once per process. Two family names, because
 * the renderer takes a glyph missing in one family from the next family, not from another file of the
 * same family. `subsets`: fewer, for the test that shows what a card looks like without the Chinese one.
 */
export const CARD_FONT_FAMILY = "'Card Latin', 'Card Chinese'";

type Subset = 'latin' | 'chinese-simplified';
type CardFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };

const loaded = new Map<string, CardFont[]>();

export function cardFonts(subsets: readonly Subset[] = ['latin', 'chinese-simplified']): CardFont[] {
  const key = subsets.join();
  if (!loaded.has(key)) {
    const dir = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-sc', 'files');
    const load = (subset: Subset, weight: 400 | 700): CardFont => {
      const file = fs.readFileSync(path.join(dir, `noto-sans-sc-${subset}-${weight}-normal.woff`));
      const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
      return { name: subset === 'latin' ? 'Card Latin' : 'Card Chinese', data, weight, style: 'normal' };
    };
    loaded.set(
      key,
      subsets.flatMap((subset) => [load(subset, 400), load(subset, 700)]),
    );
  }
  return loaded.get(key)!;
}

/**
 * What draws the cards besides their text: a change to any of these files draws every card again, as
 * does one to the locked packages (Next's renderer, the fonts).
 */
const CARD_CODE = ['components/social-card.tsx', 'lib/metadata/social-card.ts', 'lib/metadata/card-path.ts'];

let codeHash: string | undefined;

/**
 * Where the card showing `text` is kept between builds (`.next/cache/social-cards/`), named by a key of
 * what draws it: the same key, the same PNG, so a build copies the card a previous one drew.
 */
export function cardCacheFile(text: CardText): string {
  if (codeHash === undefined) {
    const hash = createHash('sha256');
    for (const file of CARD_CODE) {
      const full = path.join(process.cwd(), file);
      if (!fs.existsSync(full)) throw new Error(`${file} is gone: update CARD_CODE (what draws a card) in lib/metadata/social-card.ts`);
      hash.update(`${file}\0`).update(fs.readFileSync(full));
    }
    // The route (app/og/) and the locked packages.
    hashCode(hash, path.join(process.cwd(), 'app', 'og'), process.cwd());
    codeHash = hash.digest('hex');
  }
  const key = createHash('sha256')
    .update(`${codeHash}\0${process.env.NODE_ENV}\0${JSON.stringify(text)}`)
    .digest('hex');
  return path.join(process.cwd(), '.next', 'cache', DRAWN.cards, `${key.slice(0, 32)}.bin`);
}
