import { createHash } from 'node:crypto';
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

/** axe's rules that read colours: after a switch of theme that leaves the markup and the boxes as they were, only these can answer otherwise. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** Marks what a switch of theme changed (switchToDark), for axe's second run in the new theme. */
const SWITCHED = 'data-theme-switch-changed';

/**
 * Every axe violation on the page as it is now, of any impact, with up to three of its elements.
 * `exclude`: selectors of subtrees axe leaves out. `colours: false` leaves the colour rules out
 * altogether (see colourLines). `afterSwitch`: the page was checked with every rule in the other
 * theme and then switched by switchToDark: the colour rules run on the whole page, the others only on
 * what the switch changed. The first run skips building the elements' selectors (a share of axe's time on
 * every page); only a page with violations runs again to name them.
 */
export async function axeViolations(
  page: Page,
  { exclude = [], colours = true, afterSwitch = false }: { exclude?: string[]; colours?: boolean; afterSwitch?: boolean } = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await axeScriptUrl() });
  const run = (selectors: boolean) =>
    page.evaluate(
      async ([exclude, colours, selectors, afterSwitch, colourRules, switched]) => {
        const { axe } = window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: unknown[] }> } };
        const excluded = exclude.map((selector) => [selector]);
        const options = { resultTypes: ['violations'], selectors };
        if (!afterSwitch && colours) return (await axe.run({ exclude: excluded }, options)).violations;
        const found: unknown[] = [];
        if (colours) found.push(...(await axe.run({ exclude: excluded }, { ...options, runOnly: colourRules })).violations);
        const others = { ...options, rules: Object.fromEntries(colourRules.map((id) => [id, { enabled: false }])) };
        if (!afterSwitch) found.push(...(await axe.run({ exclude: excluded }, others)).violations);
        else if (document.querySelector(`[${switched}]`))
          found.push(...(await axe.run({ include: [[`[${switched}]`]], exclude: excluded }, others)).violations);
        return found;
      },
      [exclude, colours, selectors, afterSwitch, COLOUR_RULES, SWITCHED] as const,
    ) as Promise<AxeViolation[]>;
  let violations = await run(false);
  if (violations.length > 0) violations = await run(true);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}) at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/**
 * What axe's colour rules read on the page as it is drawn now, as a set of lines (hashed): one for each
 * drawn element that holds text of its own, or is a form control, with the computed values that decide
 * its colour and the contrast it needs, then the same for every element behind it, up to the root (its
 * ancestors, each with whether it holds text of its own). Neither the words nor the boxes: an element
 * whose line was checked in the same theme, on any page at any width, gets the same answer from the
 * colour rules. Elements that are not drawn are left out with all they hold, and so are the subtrees
 * under `exclude`, as axe leaves them out. Not read: an element drawn over or under text that is not its
 * ancestor (out of flow): on this site the sticky bars, above the article at the top of the page where
 * axe runs, and a code block's tools, which the sweep checks never sit over its code.
 */
export async function colourLines(page: Page, exclude: string[] = []): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a helper the page lacks.
  const { kinds, chains, lines } = await page.evaluate((exclude) => {
    const decides = [
      'color',
      'background-color',
      'background-image',
      'opacity',
      'filter',
      'backdrop-filter',
      'mix-blend-mode',
      'text-decoration-line',
      'text-decoration-color',
      'text-shadow',
      '-webkit-text-fill-color',
      'font-size',
      'font-weight',
      'visibility',
      'position',
      'z-index',
    ];
    const skipped = exclude.join(', ');
    // The elements that hold text of their own, found from the text: most elements hold none (icons' paths,
    // wrappers), and only the holders and what is behind them are read.
    const holders = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement && node.textContent!.trim() !== '') holders.add(node.parentElement);
    const lineHolders = [...holders, ...document.body.querySelectorAll('input, select, textarea')];
    // Each distinct element kind once, each distinct chain (a kind and the chain behind it) once.
    const kinds = new Map<string, number>();
    const chainIds = new Map<string, number>();
    const chains: [number, number][] = [];
    const chainOf = new Map<Element, number>();
    const lines = new Set<number>();
    for (const holder of lineHolders) {
      // checkVisibility reads the elements behind too: one not drawn leaves out all it holds.
      if ((skipped && holder.closest(skipped)) || !holder.checkVisibility()) continue;
      const up: Element[] = [];
      let el: Element | null = holder;
      for (; el && !chainOf.has(el); el = el.parentElement) up.push(el);
      let behind = el ? chainOf.get(el)! : -1;
      for (const next of up.reverse()) {
        const style = getComputedStyle(next);
        const kind = `${next.tagName} ${holders.has(next) ? 'text' : ''} ${decides.map((property) => style.getPropertyValue(property)).join('|')}`;
        if (!kinds.has(kind)) kinds.set(kind, kinds.size);
        const key = `${kinds.get(kind)}<${behind}`;
        if (!chainIds.has(key)) {
          chainIds.set(key, chains.length);
          chains.push([kinds.get(kind)!, behind]);
        }
        behind = chainIds.get(key)!;
        chainOf.set(next, behind);
      }
      lines.add(chainOf.get(holder)!);
    }
    return { kinds: [...kinds.keys()], chains, lines: [...lines] };
  }, exclude);
  const spelled: string[] = [];
  for (const [kind, behind] of chains) spelled.push(`${kinds[kind]}\n${behind < 0 ? '' : spelled[behind]}`);
  return lines.map((chain) => createHash('sha256').update(spelled[chain]!).digest('base64'));
}

/** Switches the open page to a theme in place, exactly as the theme toggle does (no reload). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, theme === 'dark');
}

/**
 * Switches the open page from light to dark as setTheme does, and marks for axe (`afterSwitch`) each
 * element whose markup, visibility or box the switch changed: on this site, the theme toggle's label
 * and icons. Two frames let the page's own answer to the switch (React's render) land first.
 */
export async function switchToDark(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page lacks.
  await page.evaluate(async (switched) => {
    const root = document.documentElement;
    const elements = [...document.body.querySelectorAll('*')];
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    const states: string[][] = [];
    for (const dark of [false, true]) {
      if (dark) {
        observer.observe(document.body, { subtree: true, attributes: true, childList: true, characterData: true });
        root.classList.add('dark');
        root.style.colorScheme = 'dark';
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        records.push(...observer.takeRecords());
        observer.disconnect();
      }
      states.push(
        elements.map((el) => {
          const box = el.getBoundingClientRect();
          return `${el.checkVisibility({ opacityProperty: true, visibilityProperty: true })} ${box.x} ${box.y} ${box.width} ${box.height}`;
        }),
      );
    }
    const changed = new Set(records.map((record) => (record.target instanceof Element ? record.target : record.target.parentElement!)));
    elements.forEach((el, n) => el.isConnected && states[1][n] !== states[0][n] && changed.add(el));
    changed.forEach((el) => el.setAttribute(switched, ''));
  }, SWITCHED);
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
