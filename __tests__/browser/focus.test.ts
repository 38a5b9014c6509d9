import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForApp } from './server';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

interface Stop {
  key: string;
  inHeader: boolean;
  left: number;
  top: number;
  /** Why a reader could not see the element or its focus ring; empty when all is well. */
  problems: string[];
}

/** Marks every control a reader can see and Tab to, and returns their keys in document order. */
const markFocusable = (page: Page) =>
  page.evaluate((selector) => {
    const els = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.tabIndex >= 0 && el.checkVisibility({ opacityProperty: false, visibilityProperty: true }),
    );
    els.forEach((el, n) => el.setAttribute('data-focus-key', String(n)));
    return els.map(
      (el, n) => `${n} ${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`,
    );
  }, FOCUSABLE);

const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
const luminance = ([r, g, b]: number[]) =>
  [r, g, b]
    .map((c) => c / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, n) => sum + c * [0.2126, 0.7152, 0.0722][n], 0);
const contrast = (a: string, b: string) => {
  const [l1, l2] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
};

/**
 * The focused element: on screen and not covered (by the sticky navbar, say), and drawn with an
 * outline of at least 2 px whose colour has 3:1 contrast with what is behind it (WCAG 1.4.11), in
 * the light theme and in the dark one. One round trip per Tab stop: the page switches the theme in place
 * as setTheme (./a11y) does, inspects, and is left light. `settle` first waits two frames. (No named
 * functions inside evaluate: tsx would wrap them.)
 */
async function inspectFocus(page: Page, settle = false): Promise<[Stop, Stop] | null> {
  const found = await page.evaluate(async (settle) => {
    if (settle) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const root = document.documentElement;
    const seen = [false, true].map((dark) => {
      root.classList.toggle('dark', dark);
      root.style.colorScheme = dark ? 'dark' : 'light';
      const problems: string[] = [];
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) problems.push('has no size');
      else if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) problems.push('is off screen');
      else {
        // A link that wraps is one box per line: the middle of their union can fall between them, on
        // whatever the lines hold there. Each box on screen is probed at its own middle instead.
        for (const box of [...el.getClientRects()].filter((r) => r.width > 0 && r.bottom > 0 && r.top < innerHeight)) {
          const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
          const y = Math.min(Math.max(box.top + Math.min(box.height, 40) / 2, 0), innerHeight - 1);
          const top = document.elementFromPoint(x, y);
          if (!top || !(el.contains(top) || top.contains(el))) problems.push(`is covered by ${top?.outerHTML.slice(0, 80)}`);
        }
      }
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) problems.push('is transparent or hidden');
      const style = getComputedStyle(el);
      if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
        problems.push(`outline ${style.outlineStyle} ${style.outlineWidth}`);
      // The outline sits just outside the element: behind it is the first ancestor with a solid background.
      let behind = el.parentElement;
      while (behind && /rgba\(.*, 0(\.[0-4]\d*)?\)$/.test(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
      return {
        key: el.getAttribute('data-focus-key') ?? `unmarked ${el.outerHTML.slice(0, 80)}`,
        inHeader: !!el.closest('header.navbar'),
        left: rect.left,
        top: rect.top,
        problems,
        outline: style.outlineColor,
        background: getComputedStyle(behind ?? document.body).backgroundColor,
      };
    });
    root.classList.toggle('dark', false);
    root.style.colorScheme = 'light';
    return seen;
  }, settle);
  if (!found) return null;
  const [light, dark] = found.map(({ outline, background, ...stop }) => {
    const ratio = contrast(outline, background);
    if (ratio < 3) stop.problems.push(`outline ${outline} on ${background} has contrast ${ratio.toFixed(2)}`);
    return stop;
  });
  return [light, dark];
}

describe('keyboard: Tab order and the focus ring', () => {
  const site = useSite();

  // Text of other widths (a reader whose machine lacks the site's fonts, or has no Chinese font, sees
  // fallback glyphs) breaks lines elsewhere: links wrap where they did not, next to other inline boxes.
  const OTHER_METRICS = `body, body * { font-family: 'DejaVu Serif', serif !important; letter-spacing: 0.06em !important; }`;
  const runs = [375, 1280].flatMap((width) =>
    ['/guide/start/introduction/', '/zh/api/config/config-basic/'].map((path) => ({ width, path, css: '', what: '' })),
  );
  runs.push({ width: 375, path: '/zh/api/config/config-basic/', css: OTHER_METRICS, what: ', in a font of other metrics' });
  for (const { width, path, css, what } of runs) {
    it(`${path} at ${width} px${what}: Tab reaches every visible control in order, each on screen with a visible focus ring in light and dark`, async () => {
      const page = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(site.base + path);
      await waitForApp(page);
      if (css) await page.addStyleTag({ content: css });
      const controls = await markFocusable(page);
      assert.ok(controls.length > 20, `${controls.length} controls`);
      const problems: string[] = [];
      const reached: string[] = [];
      const header: Stop[] = [];
      for (let n = 0; n < controls.length + 5; n++) {
        await page.keyboard.press('Tab');
        let stops = await inspectFocus(page);
        // A problem is confirmed once the page has drawn the focus move: a lazy image that the Tab scrolled
        // into view has no box until its load settles (the remote ones here fail at once).
        if (stops?.some((stop) => stop.problems.length > 0)) stops = await inspectFocus(page, true);
        if (!stops) break;
        const [stop, dark] = stops;
        const what = controls[Number(stop.key)] ?? stop.key;
        for (const problem of stop.problems) problems.push(`${what} (light): ${problem}`);
        for (const problem of dark.problems) problems.push(`${what} (dark): ${problem}`);
        if (reached.includes(stop.key)) break; // wrapped around to the browser chrome and back
        reached.push(stop.key);
        if (stop.inHeader) header.push(stop);
      }
      assert.deepEqual(problems, []);
      // Document order, which no positive tabindex changes: the marked keys come in increasing order.
      assert.deepEqual(
        reached.map((key) => controls[Number(key)] ?? key),
        controls,
      );
      // The navbar is one row: its controls are met from left to right.
      assert.ok(header.length >= (width === 375 ? 3 : 8), `${header.length} header controls`);
      for (let n = 1; n < header.length; n++)
        assert.ok(header[n].left > header[n - 1].left, `header control ${header[n].key} is left of the one before it`);
      await page.close();
    });
  }

  it('prefers-reduced-motion: reduce turns off smooth scrolling, transitions and animations', async () => {
    const measure = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await site.newPage({ reducedMotion });
      await page.goto(`${site.base}/guide/start/introduction/`);
      const result = await page.evaluate(() => {
        const navbar = getComputedStyle(document.querySelector('.navbar')!);
        const probe = document.createElement('div');
        probe.style.animation = 'spin 1s infinite';
        probe.style.scrollBehavior = 'smooth';
        document.body.append(probe);
        const styled = getComputedStyle(probe);
        return {
          navbarTransition: parseFloat(navbar.transitionDuration),
          animation: parseFloat(styled.animationDuration),
          iterations: styled.animationIterationCount,
          scroll: styled.scrollBehavior,
          rootScroll: getComputedStyle(document.documentElement).scrollBehavior,
        };
      });
      await page.close();
      return result;
    };
    const normal = await measure('no-preference');
    assert.deepEqual([normal.navbarTransition, normal.animation, normal.iterations, normal.scroll], [0.2, 1, 'infinite', 'smooth']);
    const reduced = await measure('reduce');
    assert.ok(reduced.navbarTransition < 0.001, `navbar transition ${reduced.navbarTransition}s`);
    assert.ok(reduced.animation < 0.001, `animation ${reduced.animation}s`);
    assert.deepEqual([reduced.iterations, reduced.scroll, reduced.rootScroll], ['1', 'auto', 'auto']);
  });
});
