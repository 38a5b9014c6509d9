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
 * `exclude`: selectors of subtrees axe leaves out. `colourExclude`: subtrees that only the colour rules
 * leave out (checked for colour elsewhere: see coloursIgnoreWidth); `colours: false` leaves the colour
 * rules out altogether (see chromePrint). `afterSwitch`: the page was checked with every rule in the other
 * theme and then switched by switchToDark: the colour rules run on the whole page, the others only on
 * what the switch changed. The first run skips building the elements' selectors (a share of axe's time on
 * every page); only a page with violations runs again to name them.
 */
export async function axeViolations(
  page: Page,
  {
    exclude = [],
    colourExclude = [],
    colours = true,
    afterSwitch = false,
  }: { exclude?: string[]; colourExclude?: string[]; colours?: boolean; afterSwitch?: boolean } = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: await axeScriptUrl() });
  const run = (selectors: boolean) =>
    page.evaluate(
      async ([exclude, colourExclude, colours, selectors, afterSwitch, colourRules, switched]) => {
        const { axe } = window as unknown as { axe: { run: (c: object, o: object) => Promise<{ violations: unknown[] }> } };
        const excluded = exclude.map((selector) => [selector]);
        const options = { resultTypes: ['violations'], selectors };
        if (!afterSwitch && colours && colourExclude.length === 0) return (await axe.run({ exclude: excluded }, options)).violations;
        const found: unknown[] = [];
        if (colours) {
          const colourExcluded = [...excluded, ...colourExclude.map((selector) => [selector])];
          found.push(...(await axe.run({ exclude: colourExcluded }, { ...options, runOnly: colourRules })).violations);
        }
        const others = { ...options, rules: Object.fromEntries(colourRules.map((id) => [id, { enabled: false }])) };
        if (!afterSwitch) found.push(...(await axe.run({ exclude: excluded }, others)).violations);
        else if (document.querySelector(`[${switched}]`))
          found.push(...(await axe.run({ include: [[`[${switched}]`]], exclude: excluded }, others)).violations);
        return found;
      },
      [exclude, colourExclude, colours, selectors, afterSwitch, COLOUR_RULES, SWITCHED] as const,
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
 * Whether what `selector` holds is drawn in the same colours at every width of the page, so that axe's
 * colour rules, run on it at one width, answer for all. Read from the page's own stylesheets: no rule
 * under a condition on the viewport's shape (a media query on width, aspect ratio or orientation, a
 * container query), and no value in viewport units, sets a property that decides a colour, a contrast
 * threshold (font size and weight) or what is shown, on an element of the subtree or one behind it (its
 * ancestors). A sheet it cannot read, or a selector it cannot test, counts against. Not read: what
 * scripts set by width (nothing on this site), and elements from outside the subtree drawn over it
 * (at the top of the page, where axe runs, the sticky bars sit above the article at every width).
 */
export function coloursIgnoreWidth(page: Page, selector: string): Promise<boolean> {
  // No named functions inside: tsx would wrap them in a helper the page lacks.
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return true;
    const chain: Element[] = [];
    for (let el: Element | null = root; el; el = el.parentElement) chain.push(el);
    const decides =
      /^(?:color|background|opacity|filter|backdrop-filter|mix-blend-mode|text-decoration|text-shadow|-webkit-text-fill-color|font|visibility|display|content-visibility|clip|--)/;
    const viewportUnits = /\d(?:[dsl]?v(?:w|h|i|b|min|max)|cq(?:w|h|i|b|min|max))\b/;
    const onShape = /width|aspect-ratio|orientation/;
    const pseudoElements = /::?(?:before|after|marker|placeholder|selection|first-line|first-letter|backdrop|file-selector-button)\b/g;
    const todo: [CSSRule | null, boolean][] = [];
    for (const sheet of document.styleSheets) {
      try {
        for (const rule of sheet.cssRules) todo.push([rule, false]);
      } catch {
        todo.push([null, true]);
      }
    }
    for (let next = todo.pop(); next; next = todo.pop()) {
      const [rule, onWidth] = next;
      if (!rule) return false;
      if (rule instanceof CSSImportRule) {
        if (!rule.styleSheet) return false;
        const media = onShape.test(rule.media.mediaText);
        for (const inner of rule.styleSheet.cssRules) todo.push([inner, onWidth || media]);
      } else if (rule instanceof CSSStyleRule) {
        // Nested rules' selectors are relative to this one: not tested, so they count against.
        if (rule.cssRules.length > 0) return false;
        const sets = [...rule.style].some(
          (property) => decides.test(property) && (onWidth || viewportUnits.test(rule.style.getPropertyValue(property))),
        );
        if (!sets) continue;
        const tested = rule.selectorText.replace(pseudoElements, '');
        try {
          if (chain.some((el) => el.matches(tested)) || root.querySelector(tested)) return false;
        } catch {
          return false;
        }
      } else if (rule instanceof CSSGroupingRule) {
        const shaped = rule instanceof CSSContainerRule || (rule instanceof CSSMediaRule && onShape.test(rule.conditionText));
        for (const inner of rule.cssRules) todo.push([inner, onWidth || shaped]);
      }
    }
    return true;
  }, selector);
}

/**
 * A print of how the page draws everything but `selector`'s subtree (the chrome around the article),
 * for axe's colour rules: element by element in document order (those not drawn left out), whether it
 * holds text of its own, and the computed values that decide a colour or the contrast it needs. Not the text
 * itself, nor the boxes: two renderings with one print get the same answers from the colour rules,
 * whatever their words (the elements behind each are its ancestors, in the print too).
 */
export function chromePrint(page: Page, selector: string): Promise<string> {
  // No named functions inside: tsx would wrap them in a helper the page lacks.
  return page.evaluate((selector) => {
    const left = document.querySelector(selector);
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
    const lines: string[] = [];
    const todo: Element[] = [document.body];
    for (let el = todo.pop(); el; el = todo.pop()) {
      if (el === left) {
        lines.push('(left out)');
        continue;
      }
      // What is not drawn, with all it holds, is nothing to the colour rules.
      if (!el.checkVisibility()) continue;
      const style = getComputedStyle(el);
      const text = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      lines.push(`${el.tagName} ${text ? 'text' : ''} ${decides.map((property) => style.getPropertyValue(property)).join('|')}`);
      for (let n = el.children.length - 1; n >= 0; n--) todo.push(el.children[n]);
    }
    const root = getComputedStyle(document.documentElement);
    return `${decides.map((property) => root.getPropertyValue(property)).join('|')}\n${lines.join('\n')}`;
  }, selector);
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
