/**
 * Code token colours as short classes instead of inline styles. Shiki's dual themes give every token
 * `style="--shiki-light:#…;--shiki-dark:#…"`; the page carries it twice (HTML and the RSC payload).
 * Here each colour of a theme becomes a class named by its place in the theme's palette (`l3`, `d3`),
 * the theme's own foreground needs no class at all, and `tokenCss()` writes the one stylesheet
 * (app/styles/code-tokens.css) from the same themes, so the classes and the colours cannot drift.
 */
import darkTheme from '@shikijs/themes/github-dark-high-contrast';
import lightTheme from '@shikijs/themes/github-light-high-contrast';
import { normalizeTheme } from 'shiki';

/** The themes by name, as rehype-pretty-code takes them (shiki knows them by these names). */
export const CODE_THEMES = { light: String(lightTheme.name), dark: String(darkTheme.name) };

/**
 * A theme's colours, its foreground first (index 0: no class). Stable for a pinned shiki. The themes
 * are imported statically (not through shiki's lazy `bundledThemes`): a top-level await here would
 * stop the CommonJS scripts (`npm run check`) from loading this module.
 * @param {import('shiki').ThemeRegistrationRaw} raw
 */
function paletteOf(raw) {
  const theme = normalizeTheme(raw);
  const colours = [theme.fg, ...theme.settings.map((s) => s.settings?.foreground)]
    .filter((c) => typeof c === 'string')
    .map((c) => c.toUpperCase());
  return [...new Set(colours)];
}

/** Each theme's colours, by the names in CODE_THEMES. */
export const PALETTES = { light: paletteOf(lightTheme), dark: paletteOf(darkTheme) };

/** Font styles the themes use (the same in both): class → CSS declaration. */
const FONT_CLASSES = /** @type {Record<string, string>} */ ({
  fi: 'font-style:italic',
  fb: 'font-weight:bold',
  fu: 'text-decoration:underline',
  fs: 'text-decoration:line-through',
});
const FONT_CLASS_OF = Object.fromEntries(Object.entries(FONT_CLASSES).map(([name, declaration]) => [declaration, name]));

/**
 * The classes for one token's shiki style, or null when the style holds something without a class
 * (a colour outside the palette, light and dark font styles that differ): the style then stays inline.
 * @param {string} style
 * @returns {string[] | null}
 */
export function tokenClasses(style) {
  /** @type {Record<string, string>} */
  const light = {};
  /** @type {Record<string, string>} */
  const dark = {};
  for (const declaration of style.split(';')) {
    const match = /^--shiki-(light|dark)(?:-([a-z-]+))?:(.+)$/.exec(declaration.trim());
    if (!match) return null;
    const [, mode, property = 'color', value] = match;
    (mode === 'light' ? light : dark)[property] = value.trim();
  }
  const classes = [];
  for (const [mode, values, prefix] of /** @type {const} */ ([
    ['light', light, 'l'],
    ['dark', dark, 'd'],
  ])) {
    if (values.color === undefined) continue;
    const index = PALETTES[mode].indexOf(values.color.toUpperCase());
    if (index < 0) return null;
    if (index > 0) classes.push(`${prefix}${index.toString(36)}`);
  }
  for (const property of new Set([...Object.keys(light), ...Object.keys(dark)])) {
    if (property === 'color') continue;
    const fontClass = FONT_CLASS_OF[`${property}:${light[property]}`];
    if (!fontClass || light[property] !== dark[property]) return null;
    classes.push(fontClass);
  }
  return classes;
}

/** @typedef {import('hast').ElementContent} Node */

/** A span whose only property is its class (shiki's `class` string) and whose only child is text: it can merge with a twin. */
const plainToken = (/** @type {Node} */ node) =>
  node.type === 'element' &&
  Object.keys(node.properties).every((key) => key === 'class') &&
  node.children.length === 1 &&
  node.children[0].type === 'text';

/**
 * One line's tokens with classes for styles; a token in the foreground colour becomes bare text, and
 * neighbours that look the same merge (`export` + ` default` is one span).
 * @param {Node[]} tokens
 * @returns {Node[]}
 */
export function compactTokens(tokens) {
  /** @type {Node[]} */
  const out = [];
  for (const token of tokens) {
    /** @type {Node} */
    let node = token;
    if (node.type === 'element' && node.tagName === 'span' && typeof node.properties.style === 'string') {
      const classes = tokenClasses(node.properties.style);
      if (classes) {
        const { style: _style, ...rest } = node.properties;
        node = { ...node, properties: classes.length ? { ...rest, class: classes.join(' ') } : rest };
      }
    }
    // A token without any property (the foreground colour, or plain text) is its text alone.
    if (
      node.type === 'element' &&
      node.tagName === 'span' &&
      !Object.keys(node.properties).length &&
      node.children.length === 1 &&
      node.children[0].type === 'text'
    )
      node = node.children[0];
    const last = out.at(-1);
    if (last?.type === 'text' && node.type === 'text') {
      out[out.length - 1] = { type: 'text', value: last.value + node.value };
    } else if (
      last?.type === 'element' &&
      node.type === 'element' &&
      plainToken(last) &&
      plainToken(node) &&
      last.properties.class === node.properties.class
    ) {
      const text =
        /** @type {import('hast').Text} */ (last.children[0]).value + /** @type {import('hast').Text} */ (node.children[0]).value;
      out[out.length - 1] = { ...last, children: [{ type: 'text', value: text }] };
    } else {
      out.push(node);
    }
  }
  return out;
}

/**
 * The shiki transformer. Put it after the notation transformers: they read the tokens as shiki made them.
 * @returns {import('shiki').ShikiTransformer}
 */
export function transformerTokenClasses() {
  return {
    name: 'rspress-docs:token-classes',
    code(code) {
      for (const line of code.children) if (line.type === 'element') line.children = compactTokens(line.children);
    },
  };
}

/** The stylesheet of the classes: the foreground on the block, one rule per palette colour and font style. */
export function tokenCss() {
  const rule = (/** @type {string} */ selector, /** @type {string} */ declaration) => `${selector} {\n  ${declaration};\n}`;
  const indent = (/** @type {string} */ block) => block.replace(/^/gm, '  ');
  const colours = (/** @type {'light' | 'dark'} */ mode, /** @type {string} */ scope, /** @type {string} */ prefix) =>
    PALETTES[mode].map((colour, i) =>
      rule(
        i ? `${scope} .${prefix}${i.toString(36)}`.trim() : `${scope} :is(pre, code)[data-language]`.trim(),
        `color: ${colour.toLowerCase()}`,
      ),
    );
  return [
    `/* Generated from the code themes (${CODE_THEMES.light}, ${CODE_THEMES.dark}) by lib/mdx/token-classes.mjs:`,
    '   `npx tsx tools/build-steps/code-token-css.mts` rewrites it. Do not edit. */',
    // Every token has a light and a dark class: the dark one wins where it applies, on screen only, so a
    // printed page keeps the light colours whatever the theme.
    ...colours('light', '', 'l'),
    '@media screen {',
    ...colours('dark', '.dark', 'd').map(indent),
    '}',
    ...Object.entries(FONT_CLASSES).map(([name, declaration]) => rule(`[data-language] .${name}`, declaration.replace(':', ': '))),
    '',
  ].join('\n');
}
