import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/social-card';
import { CARD_SIZE } from '@/lib/metadata/card-path';
import { findPage } from '@/lib/content/lookup';
import { getContent } from '@/lib/content/store';
import { cardFonts, cardText, type CardText } from '@/lib/metadata/social-card';

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
    const latinOnly = await render(zh, cardFonts(['latin']));
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
});
