import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { getContent } from '../../lib/content/store';
import { OUT } from './server';

/** Every HTML file of the export, as a static host serves it. */
const files = (fs.readdirSync(OUT, { recursive: true }) as string[]).filter((file) => file.endsWith('.html')).sort();

describe('html-validate over the export', () => {
  it('finds every page of both languages and the 404 page', () => {
    assert.ok(files.includes('404.html'));
    assert.ok(files.length > getContent().pages.length, `${files.length} HTML files`);
  });

  it('reports no error in any page, with .htmlvalidate.mjs (recommended, less what React writes)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(path.join(OUT, file));
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`);
    }
    assert.deepEqual(problems, []);
  });
});
