import { messagesOf } from '@/lib/i18n/messages';
import { buildLocale, localeConfig } from '@/lib/nav/locale-nav';
import { buildLlmsFullTxt, buildLlmsTxt } from '@/lib/llm-text/llms';
import { getContent } from '@/lib/content/store';
import { siteIndex } from '../site/fixture';

const index = siteIndex();
const locale = (lang: 'en' | 'zh') => buildLocale(lang, index, messagesOf(lang));

describe('llms.txt and llms-full.txt', () => {
  it('lists every section, its sidebar groups nested under it, and one line per page with its description', () => {
    const txt = buildLlmsTxt(index, locale('en'));
    expect(txt.startsWith('# Rspress\n\n> ')).toBe(true);
    expect(txt).toContain('Full text of every page: https://rspress.dev/llms-full.txt\n');
    expect(txt.match(/^#{2,} .*/gm)).toEqual(['## Guide', '### Getting Started', '## API']);
    expect(txt.match(/^- \[[^\]]*\]/gm)).toEqual(['- [Introduction]', '- [Next steps]', '- [API Overview]', '- [Commands]']);
    // A group's pages sit under its heading; a page outside any group right under its section.
    expect(txt).toMatch(
      /### Getting Started\n\n- \[Introduction\]\(https:\/\/rspress\.dev\/guide\/start\/introduction\.md\): .+\n- \[Next steps\]/,
    );
    expect(txt).toMatch(/## API\n\n- \[API Overview\]\(https:\/\/rspress\.dev\/api\/index\.md\): Every API\.\n/);
    expect(txt).toContain(
      `- [Commands](https://rspress.dev/api/commands.md): ${index.pages.find((p) => p.key === 'api/commands')!.record.frontmatter.description}\n`,
    );
    const zh = buildLlmsTxt(index, locale('zh'));
    expect(zh).toContain('## 指南');
    expect(zh).toContain('https://rspress.dev/zh/llms-full.txt');
  });

  it('keeps each description on one line', () => {
    const many = siteIndex({ 'en/api/commands.mdx': '---\ntitle: Commands\ndescription: "Two\\nlines  here."\n---\n\nText.\n' });
    expect(buildLlmsTxt(many, buildLocale('en', many, messagesOf('en')))).toContain(
      '- [Commands](https://rspress.dev/api/commands.md): Two lines here.\n',
    );
  });

  it('puts every page of the language into llms-full.txt, each with its title and address on top', () => {
    const full = buildLlmsFullTxt(index, locale('en'));
    expect(full.match(/^Source: /gm)).toHaveLength(4);
    expect(full).toContain('# Commands\n');
    expect(full).toContain('Source: https://rspress.dev/api/commands/\n');
    expect(full).not.toContain('# 命令\n');
  });

  it('stays under 50,000 characters per language for the live site, and names every sidebar page', () => {
    const live = getContent();
    for (const lang of ['en', 'zh'] as const) {
      const txt = buildLlmsTxt(live, localeConfig(lang));
      expect(txt.length).toBeLessThan(50_000);
      const listed = txt.match(/^- \[/gm)?.length ?? 0;
      expect(listed).toBeGreaterThan(40);
      expect(txt).not.toMatch(/\]\([^)]*\): \s*$/m);
    }
  });
});
