import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createDocsServer } from './server';
import { folderSource, httpSource, type SiteSource } from './site-source';
import manifest from '../package.json' with { type: 'json' };

const USAGE = `usage: ${manifest.name} --site https://rspress.dev | --dir out`;

/** The source the arguments name; a usage error is one line on stderr and exit code 2. */
async function sourceFrom(argv: string[]): Promise<SiteSource | undefined> {
  const { values } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string' },
      dir: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
  if (values.help) return void console.log(`${USAGE}\nAn MCP server (stdio) over the Rspress docs: tools search, read_page, list_pages.`);
  if (values.version) return void console.log(manifest.version);
  if (!values.site === !values.dir) throw new Error(`give one of --site or --dir (${USAGE})`);
  return values.site ? httpSource(values.site) : folderSource(values.dir!);
}

try {
  const site = await sourceFrom(process.argv.slice(2));
  if (site) await createDocsServer(site).connect(new StdioServerTransport());
} catch (error) {
  console.error(`${manifest.name}: ${(error as Error).message}`);
  process.exit(2);
}
