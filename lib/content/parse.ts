import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { REMARK_PLUGINS } from '../mdx/pipeline.mjs';

export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** The remark half of the page pipeline: the tree @next/mdx hands to rehype, before rehype. */
const parser = REMARK_PLUGINS.reduce(
  (chain, { plugin, options }) => (options === undefined ? chain.use(plugin) : chain.use(plugin, options)),
  unified().use(remarkParse).use(remarkMdx),
);

/** Parses MDX into a tree; syntax errors become `MdxSyntaxError` with the line and column. */
export function parseMdx(source: string): Root {
  try {
    return parser.runSync(parser.parse(source)) as Root;
  } catch (error) {
    const e = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    throw new MdxSyntaxError(e.reason ?? e.message, e.line ?? place?.line ?? 1, e.column ?? place?.column ?? 1);
  }
}
