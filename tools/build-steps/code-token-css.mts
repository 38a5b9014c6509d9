/**
 * Writes app/styles/code-tokens.css from the code themes (lib/mdx/token-classes.mjs):
 * `npx tsx tools/build-steps/code-token-css.mts`. __tests__/lib/mdx/code-blocks.esm.test.ts fails while they differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tokenCss } from '../../lib/mdx/token-classes.mjs';

const file = path.join(process.cwd(), 'app', 'styles', 'code-tokens.css');
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
fs.writeFileSync(file, tokenCss());
console.log(before === tokenCss() ? '✓ app/styles/code-tokens.css already matches the themes' : '✓ app/styles/code-tokens.css rewritten');
