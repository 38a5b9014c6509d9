import ts from 'typescript';
import { pagePosition, type Sample, type SampleProblem } from './extract';

/**
 * A js/jsx block parses. Such blocks are not type-checked (they are configs for other tools, such as
 * Algolia's crawler, or plain-JS variants of a ts sample), but a reader who pastes one gets valid syntax.
 */
export function checkScriptSyntax(sample: Sample): SampleProblem[] {
  const { diagnostics = [] } = ts.transpileModule(sample.code, {
    fileName: `sample.${sample.lang}`,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, allowJs: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return diagnostics
    .filter((d) => d.category === ts.DiagnosticCategory.Error && d.file && d.start !== undefined)
    .map((d) => {
      const at = d.file!.getLineAndCharacterOfPosition(d.start!);
      return {
        file: sample.file,
        ...pagePosition(sample, at.line, at.character),
        message: `${sample.lang} does not parse: TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      };
    });
}
