import { markdownSection } from '@/mcp/src/markdown-section';

const PAGE = `# Plugins

> What plugins do.

Intro text.

## Use a plugin

Add it to \`plugins\`.

\`\`\`bash
# not a heading: a comment in a code block
## nor this
\`\`\`

### Options

The options.

#### \`globalStyles\`

A style file.

## Write a plugin

### Options

The hooks' options.
`;

const section = (path: string[]) => ({ id: 'x', path, text: '' });

describe('markdownSection', () => {
  it('cuts a section down to the next heading of its level, code blocks included and their # lines ignored', () => {
    const cut = markdownSection(PAGE, section(['Use a plugin']))!;
    expect(cut.startsWith('## Use a plugin\n')).toBe(true);
    expect(cut).toContain('## nor this');
    expect(cut).toContain('#### `globalStyles`');
    expect(cut).not.toContain('Write a plugin');
  });

  it('finds a heading under its own parents when another section has the same words', () => {
    expect(markdownSection(PAGE, section(['Write a plugin', 'Options']))).toBe("### Options\n\nThe hooks' options.\n");
    expect(markdownSection(PAGE, section(['Use a plugin', 'Options']))).toContain('The options.');
  });

  it('matches a heading written with inline code by its plain words', () => {
    expect(markdownSection(PAGE, section(['Use a plugin', 'Options', 'globalStyles']))).toBe('#### `globalStyles`\n\nA style file.\n');
  });

  it('is undefined for headings the page does not have', () => {
    expect(markdownSection(PAGE, section(['Options']))).toBeUndefined();
    expect(markdownSection(PAGE, section(['not a heading: a comment in a code block']))).toBeUndefined();
  });
});
