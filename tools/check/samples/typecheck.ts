import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CONTINUED, compiledCode, isOptedOut, pagePosition, type Sample, type SampleProblem } from './extract';
import { contradiction, documentedType, exportedNames, publishedType, shapeOf, shapePrefix, type Shape } from './shape';

/** The scaffold every sample compiles with: what a reader's Rspress project would have. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  types: ['node'],
};

/** The scaffold's own files, in this folder of the project. */
const SCAFFOLD_DIR = 'tools/check/samples';

/** "Function implementation is missing": a signature in a type-shape block has no body on purpose. */
const SIGNATURE_WITHOUT_BODY = 2391;

/** A block's `title="…"` when it names a relative source file (`plugin.ts`, `theme/index.tsx`). */
function sourceTitle(sample: Sample): string | undefined {
  const title = sample.meta
    .find((word) => word.startsWith('title='))
    ?.slice('title='.length)
    .replace(/^"|"$/g, '');
  return title && /^[\w-]+(\/[\w.-]+)*\.tsx?$/.test(title) && !title.includes('..') ? title : undefined;
}

/**
 * One file the compiler sees: a single block, or a file a page shows in several blocks (the blocks
 * titled alike up to the last one marked `continued`, in page order). A type-shape block gets a
 * prefix on its first line that imports the published types it names.
 */
export interface Unit {
  fileName: string;
  parts: { sample: Sample; firstLine: number }[];
  prefix: string;
  text: string;
  shape?: Shape;
}

/** Splits a page's blocks into compiler files; `problems` receives a `continued` block with nothing to continue. */
export function sampleUnits(root: string, samples: Sample[], problems: SampleProblem[] = []): Unit[] {
  const shapesPath = path.join(root, SCAFFOLD_DIR, 'shapes.d.ts');
  const exported = fs.existsSync(shapesPath) ? exportedNames(shapesPath) : new Set<string>();
  const groups: Sample[][] = [];
  const grouped = new Set<Sample>();
  for (const sample of samples) {
    if (grouped.has(sample) || !sample.meta.includes(CONTINUED)) continue;
    const title = sourceTitle(sample);
    const same = samples.filter((s) => s.file === sample.file && !isOptedOut(s) && title && sourceTitle(s) === title);
    const last = same.findLastIndex((s) => s.meta.includes(CONTINUED));
    const group = same.slice(0, last + 1);
    if (!title || group.length < 2) {
      problems.push({
        file: sample.file,
        ...pagePosition(sample, -1, 0),
        message: `\`${CONTINUED}\` needs an earlier block of this page with the same file title (title="….ts")`,
      });
    }
    group.forEach((s) => grouped.add(s));
    groups.push(group);
  }
  for (const sample of samples) if (!grouped.has(sample)) groups.push([sample]);
  groups.sort((a, b) => a[0].file.localeCompare(b[0].file) || a[0].line - b[0].line);

  const titles = new Map<string, number>();
  for (const group of groups) {
    const title = sourceTitle(group[0]);
    if (title) titles.set(`${group[0].file}|${title}`, (titles.get(`${group[0].file}|${title}`) ?? 0) + 1);
  }
  return groups.map((group) => {
    const [first] = group;
    const dir = path.join(root, '.samples', first.file.replace(/\.mdx$/, '').replace(/\.\.\//g, ''));
    const title = sourceTitle(first);
    const unique = title && titles.get(`${first.file}|${title}`) === 1;
    const fileName = path.join(dir, unique ? title : `L${first.line}.${first.lang}`);
    const shape = group.length === 1 ? shapeOf(compiledCode(first), first.lang) : undefined;
    const prefix = shape ? shapePrefix(shape, exported, shapesPath.replace(/\.d\.ts$/, '')) : '';
    let firstLine = 0;
    const parts = group.map((sample) => {
      const part = { sample, firstLine };
      firstLine += compiledCode(sample).split('\n').length;
      return part;
    });
    return { fileName, parts, prefix, text: prefix + group.map(compiledCode).join('\n'), shape };
  });
}

/** Maps a 0-based line and character of a unit to the page. */
function unitPosition(unit: Unit, line: number, character: number): { sample: Sample; line: number; column: number } {
  const part = unit.parts.findLast((p) => p.firstLine <= line) ?? unit.parts[0];
  const column = line === 0 ? Math.max(0, character - unit.prefix.length) : character;
  return { sample: part.sample, ...pagePosition(part.sample, line - part.firstLine, column) };
}

/** `dir` and its parents up to `root`: the folders of the in-memory sample files. */
function ancestors(dir: string, root: string): string[] {
  return dir.length > root.length ? [dir, ...ancestors(path.dirname(dir), root)] : [];
}

/** The installed rspress version, named in shape messages. */
function rspressVersion(root: string): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'node_modules/rspress/package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * Module names the samples' compiler resolves elsewhere than `node_modules/<name>`, so that the
 * project it checks against is one a reader could install:
 * - `rspress/runtime`: the published module plus the alpha.12 differences (runtime.d.ts).
 * - `@rspress/shared`: one copy for every package. @rspress/plugin-shiki is installed at 2.0.0-beta.8
 *   (the registry has no beta.4) and pins its own @rspress/shared; in a reader's project the plugin and
 *   rspress share the same version, so the plugin's `RspressPlugin` is the installed beta.4 one.
 * - `@shikijs/transformers`: the 3.x line, which plugin-shiki's shiki 3 accepts (the site itself uses
 *   shiki 4, whose transformers the plugin's options refuse); installed as `shikijs-transformers-3`.
 */
export function samplePaths(root: string): Record<string, string[]> {
  const modules = path.join(root, 'node_modules');
  return {
    'rspress/runtime': [path.join(root, SCAFFOLD_DIR, 'runtime.d.ts')],
    '@rspress/shared': [path.join(modules, '@rspress/shared/dist/index.d.ts')],
    '@shikijs/transformers': [path.join(modules, 'shikijs-transformers-3/dist/index.d.mts')],
  };
}

/**
 * Type-checks every sample as its own module in one compiler run. `root` is the project: `node_modules`
 * resolves from there, and its scaffold (tools/check/samples/*.d.ts) declares what the pages tell readers to
 * declare (virtual modules), the modules the site does not install, the alpha.12 differences and the
 * published types behind the pages' type shapes. Diagnostics point at the page.
 */
export function typeCheckSamples(samples: Sample[], root: string): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const units = sampleUnits(root, samples, problems);
  const files = new Map(units.map((unit) => [unit.fileName, unit]));
  const shapesPath = path.join(root, SCAFFOLD_DIR, 'shapes.d.ts');
  const scaffold = ['scaffold.d.ts', 'alpha12.d.ts', 'shapes.d.ts'].map((name) => path.join(root, SCAFFOLD_DIR, name));
  const options = { ...OPTIONS, paths: samplePaths(root) };
  const host = ts.createCompilerHost(options, true);
  host.getCurrentDirectory = () => root; // `types` resolve from the project whatever the caller's folder
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const dirs = new Set([...files.keys()].flatMap((name) => ancestors(path.dirname(name), root)));
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) => dirs.has(name) || (directoryExists?.call(host, name) ?? false);
  host.readFile = (name) => files.get(name)?.text ?? readFile.call(host, name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const unit = files.get(name);
    if (unit) return ts.createSourceFile(name, unit.text, languageVersion, true);
    return getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...files.keys(), ...scaffold.filter((f) => fs.existsSync(f))], options, host);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    const unit = diagnostic.file && files.get(diagnostic.file.fileName);
    if (!unit || diagnostic.start === undefined) {
      // Outside any sample: the scaffold or the installed types are broken; say so plainly.
      const where = diagnostic.file ? path.relative(root, diagnostic.file.fileName) : 'compiler options';
      problems.push({ file: where, line: 1, column: 1, message: `TS${diagnostic.code}: ${message}` });
      continue;
    }
    if (unit.shape && diagnostic.code === SIGNATURE_WITHOUT_BODY) continue;
    const at = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    const { sample, ...position } = unitPosition(unit, at.line, at.character);
    problems.push({ file: sample.file, ...position, message: `TS${diagnostic.code}: ${message}` });
  }

  // Documented type shapes against the published types of the same name.
  const checker = program.getTypeChecker();
  const shapesFile = program.getSourceFile(shapesPath);
  const shapesModule = shapesFile && checker.getSymbolAtLocation(shapesFile);
  if (!shapesModule) return problems;
  const version = rspressVersion(root);
  for (const unit of units) {
    const file = unit.shape && program.getSourceFile(unit.fileName);
    if (!unit.shape || !file) continue;
    for (const declaration of unit.shape.declarations) {
      if (declaration.generic) continue;
      const published = publishedType(checker, shapesModule, declaration.name);
      const documented = published && documentedType(checker, file, unit.prefix.length + declaration.start);
      const why = documented && contradiction(checker, documented, published);
      if (!why) continue;
      const at = file.getLineAndCharacterOfPosition(unit.prefix.length + declaration.start);
      const { sample, ...position } = unitPosition(unit, at.line, at.character);
      problems.push({
        file: sample.file,
        ...position,
        message: `shape: \`${declaration.name}\` does not match the published type (rspress ${version}, tools/check/samples/shapes.d.ts): ${why}`,
      });
    }
  }
  return problems;
}
