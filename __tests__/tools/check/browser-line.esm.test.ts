import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = process.cwd();

/** `npm run lint:browser-line` (.dependency-cruiser.mjs) over a small tree of client, shared and server modules. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  // Inside the project, so that packages resolve from its node_modules as they do for the real files.
  const dir = fs.mkdtempSync(path.join(ROOT, '.browser-line-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const run = spawnSync(
      path.join(ROOT, 'node_modules/.bin/depcruise'),
      ['--config', '.dependency-cruiser.mjs', path.relative(ROOT, dir)],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    // Colour codes appear when the runner forces colour (FORCE_COLOR in CI); the test reads the words.
    return { status: run.status, output: stripVTControlCharacters(`${run.stdout}${run.stderr}`) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const CLIENT = `'use client';\nimport { label } from './shared';\nexport const Button = () => label;\n`;

describe('the line between browser and server code', () => {
  it('lets a client file import code that only uses the browser', () => {
    const result = cruise({ 'button.client.tsx': CLIENT, 'shared.ts': `export const label = 'ok';\n` });
    expect(result.output).toMatch(/no dependency violations/);
    expect(result.status).toBe(0);
  });

  it('fails when a client file reaches a Node built-in through another module', () => {
    const result = cruise({
      'button.client.tsx': CLIENT,
      'shared.ts': `import { size } from './server-files';\nexport const label = String(size);\n`,
      'server-files.ts': `import fs from 'node:fs';\nexport const size = fs.statSync('.').size;\n`,
    });
    expect(result.output).toMatch(/browser-code-reaches-node: .*button\.client\.tsx → (node:)?fs/);
    expect(result.status).not.toBe(0);
  });

  it("fails when a client file imports the server render's API", () => {
    const result = cruise({
      'button.client.tsx': `'use client';\nimport { getTranslations } from 'next-intl/server';\nexport const load = getTranslations;\n`,
    });
    expect(result.output).toMatch(/browser-code-reaches-server-api: .*button\.client\.tsx/);
    expect(result.status).not.toBe(0);
  });
});
