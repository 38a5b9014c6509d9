/** A problem in `content/` that a writer must fix: where it is, what is wrong, what to do. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${file}:${line}:${column} ${problem}\n  → ${fix}`);
    this.name = 'ContentError';
  }
}

/** Several problems found in one pass, so a writer sees all of them at once. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content problem${errors.length === 1 ? '' : 's'}:\n\n` + errors.map((e) => e.message).join('\n\n'));
    this.name = 'ContentErrors';
  }
}
