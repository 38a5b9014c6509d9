import { stylesheetProblems, type Sheet } from '../../../tools/check/stylesheets';

// The card and the logo are on every page (gathered by app/styles/components.css); the menu loads on demand.
const IMPORTS: Record<string, string[]> = {
  'components/card.tsx': ['./logo'],
  'components/logo.tsx': [],
  'components/menu.client.tsx': ['react', './menu.css'],
};
const GATHER = `@import '../../components/card.css';\n@import '../../components/logo.css';\n`;
const importsOf = (file: string) => IMPORTS[file];

const CARD = `.card { padding: 8px; }\n.card:hover .logo { font-size: 48px; }\n.card-body > :last-child { margin: 0; }\n`;
const LOGO = `.logo { position: relative; }\n.logo::after { content: attr(data-initial); }\n`;
const MENU = `.menu { display: grid; }\n@media (max-width: 767px) {\n  .menu-item { display: block; }\n}\n`;
const GLOBAL = `html { color: black; }\n.button { border: 0; }\n.dark .button { color: white; }\n`;

function problems(...extra: Sheet[]) {
  const sheets: Sheet[] = [
    { path: 'app/styles/base.css', css: GLOBAL },
    { path: 'app/styles/components.css', css: GATHER },
    { path: 'components/card.css', css: CARD },
    { path: 'components/logo.css', css: LOGO },
    { path: 'components/menu.css', css: MENU },
    ...extra,
  ];
  return stylesheetProblems(sheets, importsOf).map((problem) => `${problem.path}:${problem.line}: ${problem.message}`);
}

describe('where styles live', () => {
  it('accepts sheets beside their components, a parent sizing a child from its own class, and globals', () => {
    expect(problems()).toEqual([]);
  });

  it('refuses a class styled as its own in two sheets, naming both places', () => {
    const [problem, ...rest] = problems({ path: 'app/styles/prose.css', css: `.prose a { color: blue; }\n\n.logo { width: 20px; }\n` });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^app\/styles\/prose\.css:3: \.logo is styled as its own in components\/logo\.css:1 too/);
  });

  it("refuses a component's rule that reaches into another component's class", () => {
    IMPORTS['components/panel.tsx'] = ['./panel.css'];
    try {
      expect(problems({ path: 'components/panel.css', css: `.panel { gap: 4px; }\n.menu .menu-item { color: red; }\n` })).toEqual([
        'components/panel.css:2: `.menu .menu-item` names no class of this stylesheet: style it in the stylesheet of the component that renders it',
      ]);
    } finally {
      delete IMPORTS['components/panel.tsx'];
    }
  });

  it('refuses a stylesheet that nothing imports, one imported twice, and one with no component beside it', () => {
    IMPORTS['components/search/orphan.client.tsx'] = [];
    IMPORTS['components/logo.tsx'] = ['./logo.css'];
    try {
      expect(
        problems(
          { path: 'components/search/orphan.css', css: `.orphan { color: red; }\n` },
          { path: 'components/stray.css', css: `.stray { color: red; }\n` },
        ),
      ).toEqual([
        'components/logo.css:1: imported twice, by components/logo.tsx and by app/styles/components.css: keep one (a component shown on every page is gathered in app/styles/components.css)',
        "components/search/orphan.css:1: nothing imports it: list it in app/styles/components.css, or `import './orphan.css'` in components/search/orphan.client.tsx if it loads on demand",
        'components/stray.css:1: no component beside it: a stylesheet sits beside components/stray.tsx (or .client.tsx); global styles go in app/styles/',
      ]);
    } finally {
      delete IMPORTS['components/search/orphan.client.tsx'];
      IMPORTS['components/logo.tsx'] = [];
    }
  });

  it("lets a sheet style a library's element by its data attribute, and nothing else without a class", () => {
    IMPORTS['components/code.tsx'] = ['./code.css'];
    try {
      const css = `.code { margin: 0; }\nfigure[data-rehype-pretty-code-figure] { margin: 0; }\nfigure { margin: 1px; }\n`;
      expect(problems({ path: 'components/code.css', css })).toEqual([
        'components/code.css:3: `figure` names no class of this stylesheet: style it in the stylesheet of the component that renders it',
      ]);
    } finally {
      delete IMPORTS['components/code.tsx'];
    }
  });
});
