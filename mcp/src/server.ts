import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { LANGS } from '../../lib/i18n/locales';
import type { Lang } from '../../lib/types';
import { normalizePath, splitLangPrefix } from '../../lib/urls';
import { markdownSection } from './markdown-section';
import { pageAddress } from './page-address';
import { pageOutline, pageTree } from './page-tree';
import { siteCache } from './site-cache';
import type { SiteSource } from './site-source';
import manifest from '../package.json' with { type: 'json' };

/** The dialog's own limit on what it searches for (DocSearch cuts a selection to 64 characters). */
export const MAX_QUERY = 64;

const language = z
  .enum(LANGS as [Lang, ...Lang[]], { error: `language must be one of ${LANGS.map((l) => `"${l}"`).join(', ')}` })
  .default('en')
  .describe(`The docs' language: ${LANGS.join(' or ')} (default en)`);

const pageEntry = z.object({ type: z.literal('page'), title: z.string(), url: z.string(), description: z.string() });

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

/** Every tool only reads the site: clients may call them without asking, and again with the same answer. */
const annotations = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** The MCP server over one published site: search, read_page and list_pages, reading nothing but the site's own files. */
export function createDocsServer(site: SiteSource): McpServer {
  const server = new McpServer({ name: manifest.name, version: manifest.version });
  const cache = siteCache(site);

  server.registerTool(
    'search',
    {
      title: 'Search the docs',
      annotations,
      description:
        'Searches the documentation as its search dialog does (same engine and ranking) and returns the best hits: page title, section, URL and the passage that matched.',
      inputSchema: {
        query: z
          .string({ error: 'query must be a string: the words to look for' })
          .trim()
          .min(1, { error: 'query is empty: give the words to look for' })
          .max(MAX_QUERY, { error: `query is over ${MAX_QUERY} characters: keep the words that matter` })
          .describe(`What to look for, up to ${MAX_QUERY} characters`),
        language,
      },
      outputSchema: {
        results: z.array(z.object({ title: z.string(), section: z.string(), url: z.string(), passage: z.string() })),
      },
    },
    async ({ query, language: lang }) => {
      const results = await cache.search(lang, query);
      const said = results.length
        ? JSON.stringify(results, null, 2)
        : `Nothing in the ${lang} docs matches "${query}": try the docs' own words, or list_pages for every page.`;
      return { ...text(said), structuredContent: { results } };
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page',
      annotations,
      description:
        'Returns a page of the docs as Markdown, whole or one section. Give its URL or path (/guide/start/introduction, /zh/… for Chinese); a section by its heading id (the URL #fragment a search hit gives).',
      inputSchema: {
        page: z
          .string({ error: 'page must be a string: a path such as /guide/start/introduction, or its URL' })
          .max(500, { error: 'page is over 500 characters: give the page path or URL' })
          .describe('The page: its URL or its path, with a #heading-id for one section'),
        section: z
          .string({ error: 'section must be a string: a heading id such as build-and-preview' })
          .regex(/^[\w-]{1,100}$/, { error: 'section is a heading id (letters, digits, - and _), such as build-and-preview' })
          .optional()
          .describe("One section's heading id; the page's #fragment counts as one too"),
      },
    },
    async ({ page, section }) => {
      const { roots } = await cache.files();
      const address = pageAddress(page, roots);
      let markdown: string | undefined;
      for (const twin of address.twins) markdown ??= await site.read(twin);
      if (markdown === undefined) throw new Error(`No page at ${address.route}: list_pages lists every page's URL`);
      const id = section ?? address.section;
      if (!id) return text(markdown);
      const listed = (await cache.pages(splitLangPrefix(address.route).lang)).find((p) => normalizePath(p.url) === address.route);
      if (!listed) throw new Error(`${address.route} is in no sidebar, so its sections are not indexed: read the page whole`);
      const found = listed.sections.find((s) => s.id === id);
      const ids = listed.sections.flatMap((s) => (s.id ? [s.id] : []));
      if (!found) throw new Error(`${address.route} has no section "${id}": its sections are ${ids.join(', ') || 'none'}`);
      const cut = markdownSection(markdown, found);
      if (!cut) throw new Error(`The Markdown of ${address.route} has no heading "${found.path.at(-1)}": read the page whole`);
      return text(cut);
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      annotations,
      description:
        "Lists the docs' pages for a language as its navigation does: sections, their sidebar groups, and each page's title, URL and one-line description.",
      inputSchema: { language },
      outputSchema: {
        sections: z.array(
          z.object({
            title: z.string(),
            items: z.array(z.union([pageEntry, z.object({ type: z.literal('group'), title: z.string(), pages: z.array(pageEntry) })])),
          }),
        ),
      },
    },
    async ({ language: lang }) => {
      const sections = pageTree(await cache.pages(lang), (await cache.files()).root);
      return { ...text(pageOutline(sections)), structuredContent: { sections } };
    },
  );

  return server;
}
