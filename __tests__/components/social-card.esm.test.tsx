import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { ImageResponse } from 'next/og';
import { cachedResponse } from '@/lib/build-cache.mjs';
import { SocialCard } from '@/components/social-card';
import { CARD_SIZE } from '@/lib/metadata/card-path';
import { findPage } from '@/lib/content/lookup';
import { getContent } from '@/lib/content/store';
import { cardCacheFile, cardFonts, cardText, type CardText } from '@/lib/metadata/social-card';

const zh: CardText = {
  lang: 'zh',
  place: '指南 › 开始',
  title: '快速开始',
  description: '安装 Rspress，创建第一个文档站点。',
  kind: '文档',
  site: 'Rspress',
  host: 'rspress.dev',
};

async function render(text: CardText, fonts = cardFonts()): Promise<Buffer> {
  return Buffer.from(await new ImageResponse(<SocialCard text={text} />, { ...CARD_SIZE, fonts }).arrayBuffer());
}

describe('social cards', () => {
  it('are 1200 × 630 PNG files', async () => {
    const png = await render(zh);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('draw a Chinese title with the Chinese font, not as the boxes of a font without it', async () => {
    const withChinese = await render(zh);
    // Without the Chinese font, next/og asks Google Fonts for the glyphs (unreachable here) and says so
    // on the console: expected, and kept out of the test's output.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const latinOnly = await render(zh, cardFonts(['latin'])).finally(() => error.mockRestore());
    expect(error.mock.calls.every(([message]) => String(message).startsWith('Failed to load dynamic font'))).toBe(true);
    expect(withChinese.equals(latinOnly)).toBe(false);
    // The Chinese font is what changes: the same card without Chinese text is drawn the same either way.
    const en: CardText = {
      lang: 'en',
      place: 'Guide › Getting Started',
      title: 'Quick start',
      description: 'Install Rspress.',
      kind: 'Documentation',
      site: 'Rspress',
      host: 'rspress.dev',
    };
    expect((await render(en)).equals(await render(en, cardFonts(['latin'])))).toBe(true);
  });

  it("show a page's place, its title (the home page's tagline) and its description", () => {
    const intro = findPage('zh', ['guide', 'start', 'introduction'], getContent())!;
    expect(cardText(intro)).toMatchObject({
      lang: 'zh',
      place: '指南 › 开始',
      title: '介绍',
      kind: '文档',
      site: 'Rspress',
      host: 'rspress.dev',
    });
    expect(cardText(intro).description).toBe(intro.record.frontmatter.description);
    const home = findPage('en', [], getContent())!;
    expect(cardText(home)).toMatchObject({ place: '', title: 'Rsbuild-based Static Site Generator' });
  });

  it('are kept by what draws them: the same text, the same file; another title, another file', () => {
    expect(cardCacheFile({ ...zh })).toBe(cardCacheFile(zh));
    expect(cardCacheFile({ ...zh, title: '快速上手' })).not.toBe(cardCacheFile(zh));
    expect(cardCacheFile({ ...zh, lang: 'en' })).not.toBe(cardCacheFile(zh));
    expect(path.relative(process.cwd(), cardCacheFile(zh))).toMatch(/^\.next\/cache\/social-cards\/[0-9a-f]{32}\.bin$/);
  });

  it('come from the cache as they were drawn, headers included, and are drawn only once', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'card-cache-')), 'card.bin');
    let drawn = 0;
    const draw = async () => {
      drawn++;
      return new ImageResponse(<SocialCard text={zh} />, { ...CARD_SIZE, fonts: cardFonts() });
    };
    const first = await cachedResponse(file, draw);
    const again = await cachedResponse(file, draw);
    expect(drawn).toBe(1);
    expect([...again.headers]).toEqual([...first.headers]);
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await again.arrayBuffer()).equals(await render(zh))).toBe(true);
  });

  it('are not kept when drawing fails', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'card-cache-')), 'card.bin');
    const failed = await cachedResponse(file, async () => new Response('no', { status: 500 }));
    expect(failed.status).toBe(500);
    expect(fs.existsSync(file)).toBe(false);
  });
});
