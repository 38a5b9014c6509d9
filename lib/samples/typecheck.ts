import path from 'node:path';
import ts from 'typescript';
import { compiledCode, pagePosition, type Sample, type SampleProblem } from './extract';

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
const SCAFFOLD_DIR = 'lib/samples';

/** A block's `title="…"` when it names a relative source file (`plugin.ts`, `theme/index.tsx`). */
function sourceTitle(sample: Sample): string | undefined {
  const title = sample.meta
    .find((word) => word.startsWith('title='))
    ?.slice('title='.length)
    .replace(/^"|"$/g, '');
  return title && /^[\w-]+(\/[\w.-]+)*\.tsx?$/.test(title) && !title.includes('..') ? title : undefined;
}

/**
 * Where each sample lives for the compiler: one folder per page; a block titled with a file name
 * unique in its page gets that name, so another block's `import … from './plugin'` finds it.
 */
export function sampleFileNames(root: string, samples: Sample[]): string[] {
  const titles = new Map<string, number>();
  for (const sample of samples) {
    const title = sourceTitle(sample);
    if (title) titles.set(`${sample.file}|${title}`, (titles.get(`${sample.file}|${title}`) ?? 0) + 1);
  }
  return samples.map((sample) => {
    const dir = path.join(root, '.samples', sample.file.replace(/\.mdx$/, '').replace(/\.\.\//g, ''));
    const title = sourceTitle(sample);
    const unique = title && titles.get(`${sample.file}|${title}`) === 1;
    return path.join(dir, unique ? title : `L${sample.line}.${sample.lang}`);
  });
}

/** `dir` and its parents up to `root`: the folders of the in-memory sample files. */
function ancestors(dir: string, root: string): string[] {
  return dir.length > root.length ? [dir, ...ancestors(path.dirname(dir), root)] : [];
}

/**
 * Type-checks every sample as its own module in one compiler run. `root` is the project: `node_modules`
 * resolves from there, and its scaffold (lib/samples/*.d.ts) declares what the pages tell readers to
 * declare (virtual modules), the modules the site does not install and the alpha.12 differences.
 * Diagnostics point at the page.
 */
export function typeCheckSamples(samples: Sample[], root: string): SampleProblem[] {
  const names = sampleFileNames(root, samples);
  const files = new Map(samples.map((sample, index) => [names[index], sample]));
  const scaffold = ['scaffold.d.ts', 'alpha12.d.ts'].map((name) => path.join(root, SCAFFOLD_DIR, name));
  const options = { ...OPTIONS, paths: { 'rspress/runtime': [path.join(root, SCAFFOLD_DIR, 'runtime.d.ts')] } };
  const host = ts.createCompilerHost(options, true);
  host.getCurrentDirectory = () => root; // `types` resolve from the project whatever the caller's folder
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const dirs = new Set([...files.keys()].flatMap((name) => ancestors(path.dirname(name), root)));
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.directoryExists = (name) => dirs.has(name) || (directoryExists?.call(host, name) ?? false);
  host.readFile = (name) => {
    const sample = files.get(name);
    return sample ? compiledCode(sample) : readFile.call(host, name);
  };
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) => {
    const sample = files.get(name);
    if (sample) return ts.createSourceFile(name, compiledCode(sample), languageVersion, true);
    return getSourceFile.call(host, name, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram([...files.keys(), ...scaffold], options, host);
  const problems: SampleProblem[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    const sample = diagnostic.file && files.get(diagnostic.file.fileName);
    if (!sample || diagnostic.start === undefined) {
      // Outside any sample: the scaffold or the installed types are broken; say so plainly.
      const where = diagnostic.file ? path.relative(root, diagnostic.file.fileName) : 'compiler options';
      problems.push({ file: where, line: 1, column: 1, message: `TS${diagnostic.code}: ${message}` });
      continue;
    }
    const at = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    problems.push({ file: sample.file, ...pagePosition(sample, at.line, at.character), message: `TS${diagnostic.code}: ${message}` });
  }
  return problems;
}
