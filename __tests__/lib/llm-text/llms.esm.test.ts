import { messagesOf } from '@/lib/i18n/messages';
import { buildLocale } from '@/lib/site/config';
import { buildLlmsFullTxt, buildLlmsTxt } from '@/lib/llm-text/llms';
import { siteIndex } from '../site/fixture';

const index = siteIndex();
const locale = (lang: 'en' | 'zh') => buildLocale(lang, index, messagesOf(lang));

describe('Markdown twins and llms.txt', () => {
  it('lists every section with one line per sidebar page in llms.txt, in sidebar order', () => {
    const txt = buildLlmsTxt(index, locale('en'));
    expect(txt.startsWith('# Rspress\n\n> ')).toBe(true);
    expect(txt.match(/^## .*/gm)).toEqual(['## Guide', '## API']);
    expect(txt.match(/^- \[[^\]]*\]/gm)).toEqual(['- [Introduction]', '- [Next steps]', '- [API Overview]', '- [Commands]']);
    expect(txt).toContain('- [Commands](https://rspress.dev/api/commands.md): ');
    expect(buildLlmsTxt(index, locale('zh'))).toContain('## 指南');
  });

  it('puts every page of the language into llms-full.txt', () => {
    const full = buildLlmsFullTxt(index, locale('en'));
    expect(full.match(/^Source: /gm)).toHaveLength(4);
    expect(full).toContain('# Commands\n');
    expect(full).not.toContain('# 命令\n');
  });
});
