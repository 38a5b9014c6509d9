/**
 * Where the documented Rspress (2.0.0-alpha.12, the facts) and the installed one (2.0.0-beta.4, the
 * nearest version the registry serves) disagree, the samples follow the documented API. Each difference
 * is declared here or in runtime.d.ts, so it stays visible; everything else compiles against the
 * published types.
 */
export {};

declare module '@rspress/shared' {
  interface MarkdownOptions {
    /** alpha.12: the Rust MDX compiler switch; beta.4 removed it (JS compiler only). */
    mdxRs?: boolean | { include?: (filepath: string) => boolean };
  }
}

declare module '@rspress/plugin-shiki' {
  /** alpha.12 exports the transformer from the package root; beta.8 moved it to `@rspress/plugin-shiki/transformers`. */
  export const transformerLineNumber: typeof import('@rspress/plugin-shiki/transformers').transformerLineNumber;
}
