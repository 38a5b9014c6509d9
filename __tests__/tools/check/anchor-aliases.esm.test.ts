import { loadContent } from '@/lib/content/load';
import { validateContent } from '@/tools/check/validate';
import { makeTree, mdx, VALID_TREE } from '../../lib/content/fixture';

const EN = 'en/guide/start/introduction.mdx';
const ZH = 'zh/guide/start/introduction.mdx';
const LINK_EN = 'See [next](/guide/start/next#setup).';
const LINK_ZH = '参见[下一页](/zh/guide/start/next#setup)。';

/** The introduction in both languages with `## Why` renamed to `## Reasons {#reasons}` and the given frontmatter lines. */
function renamed(enFrontmatter: string, zhFrontmatter = enFrontmatter) {
  return {
    [EN]: mdx('en', 'Introduction', `## Reasons {#reasons}\n\nBecause. ${LINK_EN}`, enFrontmatter),
    [ZH]: mdx('zh', '介绍', `## 原因 {#reasons}\n\n因为。${LINK_ZH}`, zhFrontmatter),
  };
}

function problems(changes: Record<string, string>) {
  const root = makeTree({ ...VALID_TREE, ...changes });
  return validateContent(loadContent(root, root)).map(
    (e) => `${e.file.replace(/^.*?content-[^/]+\//, '')}:${e.line} ${e.problem} → ${e.fix}`,
  );
}

describe('anchor aliases (frontmatter `anchors:`)', () => {
  it('accepts an alias from the old id to a heading of the page, in both languages', () => {
    expect(problems(renamed('anchors:\n  why: reasons\n'))).toEqual([]);
    expect(problems(renamed('anchors: { why: reasons }\n'))).toEqual([]);
  });

  it('refuses an alias to an id the page does not have, at the alias line', () => {
    expect(problems(renamed('anchors:\n  why: reason\n'))).toEqual([
      `${EN}:5 anchor alias "why" points at "reason", which is no heading id of this page → name a heading id this page has`,
      `${ZH}:5 anchor alias "why" points at "reason", which is no heading id of this page → name a heading id this page has`,
    ]);
  });

  it('refuses an alias whose old id is still a heading of the page', () => {
    expect(problems(renamed('anchors:\n  reasons: reasons\n'))[0]).toMatch(
      /^en\/guide\/start\/introduction\.mdx:5 anchor alias "reasons" is still a heading id of this page/,
    );
  });

  it('refuses an id that is not kebab-case, naming the key line', () => {
    expect(problems(renamed('anchors:\n  Why: reasons\n'))[0]).toMatch(
      /^en\/guide\/start\/introduction\.mdx:4 frontmatter "anchors.Why": "Why" is not a kebab-case heading id/,
    );
    expect(problems(renamed('anchors: [why]\n'))[0]).toMatch(/^en\/guide\/start\/introduction\.mdx:4 frontmatter "anchors"/);
  });

  it('refuses aliases that differ between the languages, in the translation', () => {
    const [error, ...others] = problems(renamed('anchors:\n  why: reasons\n', ''));
    expect(others).toEqual([]);
    expect(error).toMatch(
      /^zh\/guide\/start\/introduction\.mdx:2 anchor aliases differ from \S+\/en\/guide\/start\/introduction\.mdx: none here, why: reasons there → declare the same `anchors:` in both files$/,
    );
  });
});
