/**
 * `npm run check:samples`: every ts/tsx code block of both languages (blocks inside an md/mdx example
 * included) compiles against the installed Rspress types (tools/check/samples/scaffold.d.ts holds what the pages
 * ask readers to declare); type-shape blocks match the published types (tools/check/samples/shapes.d.ts); js/jsx
 * blocks parse; json, yaml and toml blocks parse; shell blocks use commands that exist. Blocks with the
 * `partial` fence word are skipped and listed. Prints `file:line:column message` per problem and exits 1
 * when there is any. `--root <dir>` checks another content tree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE_LANGS, DATA_LANGS, OPT_OUT, SCRIPT_LANGS, SHELL_LANGS, extractSamples, formatProblem, isOptedOut } from './samples/extract';
import { checkDataSample } from './samples/data';
import { checkShellSample } from './samples/shell';
import { exportedNames } from './samples/shape';
import { checkScriptSyntax } from './samples/syntax';
import { sampleUnits, typeCheckSamples } from './samples/typecheck';

const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
const flag = process.argv.indexOf('--root');
const contentRoot = flag > -1 ? path.resolve(process.argv[flag + 1]) : path.join(PROJECT, 'content');
const started = performance.now();

const files = ['en', 'zh'].flatMap((lang) => {
  const dir = path.join(contentRoot, lang);
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => path.join(dir, f));
});
const samples = files.sort().flatMap((file) => extractSamples(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file)));

const code = samples.filter((s) => CODE_LANGS.has(s.lang));
const optedOut = code.filter(isOptedOut);
const checked = code.filter((s) => !isOptedOut(s));
const scripts = samples.filter((s) => SCRIPT_LANGS.has(s.lang));
const data = samples.filter((s) => DATA_LANGS.has(s.lang));
const shell = samples.filter((s) => SHELL_LANGS.has(s.lang));
const problems = [
  ...typeCheckSamples(checked, PROJECT),
  ...scripts.flatMap(checkScriptSyntax),
  ...data.flatMap((s) => checkDataSample(s) ?? []),
  ...shell.flatMap(checkShellSample),
].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);

console.log(`ts/tsx blocks: checked ${checked.length}, opted out ${optedOut.length} (fence word \`${OPT_OUT}\`)`);
for (const s of optedOut) console.log(`  ${s.file}:${s.line - 1}`);
const shapes = sampleUnits(PROJECT, checked).flatMap((unit) => (unit.shape ? [unit.shape] : []));
const published = exportedNames(path.join(PROJECT, 'tools/check/samples/shapes.d.ts'));
const compared = shapes.flatMap((s) => s.declarations).filter((d) => !d.generic && published.has(d.name)).length;
console.log(`  type shapes among them: ${shapes.length}; ${compared} declarations compared with the published type of the same name`);
console.log(`js/jsx blocks: ${scripts.length}; json/yaml/toml blocks: ${data.length}; shell blocks: ${shell.length}`);
if (problems.length > 0) {
  console.error(`\n✗ sample check: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
console.log(`✓ sample check passed (${Math.round(performance.now() - started)} ms)`);
