import { getContent } from '@/lib/content/store';
import { localeConfig } from '@/lib/site/config';
import { buildLlmsFullTxt, buildLlmsTxt, markdownPath } from '@/lib/site/llms';

const index = getContent();

describe('Markdown twins and llms.txt', () => {
  it('places a twin next to each page', () => {
    expect(markdownPath('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(markdownPath('/zh/api/')).toBe('/zh/api/index.md');
  });

  it('lists every section with one line per page in llms.txt, in sidebar order', () => {
    const txt = buildLlmsTxt(index, localeConfig('en'));
    expect(txt.startsWith('# Rspress\n\n> ')).toBe(true);
    expect(txt.match(/^## .*/gm)).toEqual(['## Guide', '## Plugin', '## API']);
    expect(txt.match(/^- \[/gm)).toHaveLength(43);
    expect(txt).toContain('- [Deployment](https://rspress.dev/guide/basic/deploy.md): ');
    expect(txt.indexOf('[Introduction](https://rspress.dev/guide/start/introduction.md)')).toBeLessThan(txt.indexOf('[Deployment]'));
    expect(buildLlmsTxt(index, localeConfig('zh'))).toContain('## 指南');
  });

  it('puts every page of the language into llms-full.txt', () => {
    const full = buildLlmsFullTxt(index, localeConfig('en'));
    expect(full.match(/^Source: /gm)).toHaveLength(43);
    expect(full).toContain('# Deployment\n');
    expect(full).not.toContain('# 项目部署\n');
  });
});
