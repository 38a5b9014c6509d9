import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { CDPSession, Page } from 'playwright-core';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let axeUrl: Promise<string> | undefined;
/**
 * axe's script at a URL of its own, cacheable: Chromium then keeps it compiled between pages, where an
 * inline copy was parsed and compiled again on every page (a fifth of axe's time in the sweep). A loopback
 * server of its own, so the site under test serves nothing it would not serve a reader.
 */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve) => {
    const server = http.createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=86400, immutable' });
      response.end(AXE);
    });
    server.on('connection', (socket) => socket.unref());
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`));
  });
  return axeUrl;
}

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

/** Every axe violation on the page as it is now, of any impact, with up to three of its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await axeScriptUrl() });
  const violations = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }).axe
      .run({ resultTypes: ['violations'] })
      .then((r) => r.violations),
  )) as AxeViolation[];
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}) at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** Switches the open page to a theme in place, exactly as the theme toggle does (no reload). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
}

/** Roles a reader operates; each needs a name (Chromium's internal role for <summary> included). */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'textbox',
  'searchbox',
  'combobox',
  'checkbox',
  'radio',
  'switch',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'treeitem',
  'listbox',
  'DisclosureTriangle',
]);

interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  backendDOMNodeId?: number;
}

const sessions = new WeakMap<Page, CDPSession>();

/**
 * Controls without an accessible name, as Chromium computes it for assistive technology: what the
 * page exposes at its current width (controls hidden by CSS are not in the tree).
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const unnamed = nodes.filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value ?? '') && !n.name?.value.trim());
  return Promise.all(
    unnamed.map(async (n) => {
      const { outerHTML } = (await cdp.send('DOM.getOuterHTML', { backendNodeId: n.backendDOMNodeId })) as { outerHTML: string };
      return `${n.role!.value} without a name: ${outerHTML.slice(0, 160)}`;
    }),
  );
}
