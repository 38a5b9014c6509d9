import { parseAllDocuments } from 'yaml';
import { parse as parseToml, TomlError } from 'smol-toml';
import { pagePosition, type Sample, type SampleProblem } from './extract';

function at(sample: Sample, line: number, column: number, message: string): SampleProblem {
  return { file: sample.file, ...pagePosition(sample, line, column), message };
}

/** 0-based line and column of a character offset in `text`. */
function lineColumn(text: string, offset: number): [number, number] {
  const before = text.slice(0, offset).split('\n');
  return [before.length - 1, before[before.length - 1].length];
}

/** A json, yaml or toml block parses; the problem names the page line of the first error. */
export function checkDataSample(sample: Sample): SampleProblem | undefined {
  const { code, lang } = sample;
  if (lang === 'json') {
    try {
      JSON.parse(code);
      return undefined;
    } catch (error) {
      const message = (error as Error).message;
      const offset = Number(/position (\d+)/.exec(message)?.[1] ?? 0);
      const [line, column] = lineColumn(code, offset);
      return at(sample, line, column, `json does not parse: ${message}`);
    }
  }
  if (lang === 'yaml') {
    for (const document of parseAllDocuments(code)) {
      const error = 'errors' in document ? document.errors[0] : undefined;
      if (!error) continue;
      const pos = error.linePos?.[0] ?? { line: 1, col: 1 };
      return at(sample, pos.line - 1, pos.col - 1, `yaml does not parse: ${error.message.split('\n')[0]}`);
    }
    return undefined;
  }
  if (lang === 'toml') {
    try {
      parseToml(code);
      return undefined;
    } catch (error) {
      const e = error as TomlError;
      return at(sample, (e.line ?? 1) - 1, (e.column ?? 1) - 1, `toml does not parse: ${e.message.split('\n')[0]}`);
    }
  }
  return undefined;
}
