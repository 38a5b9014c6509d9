import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button.client';
import { themeMessages } from './locale';

/** A highlighted block (rehype-pretty-code output) with its language and a copy button. */
export async function CodeBlock(props: ComponentProps<'pre'> & { 'data-language'?: string }) {
  const t = await themeMessages();
  const language = props['data-language'];
  return (
    <div className="code-block" data-code-block="">
      <div className="code-block-tools">
        {language && language !== 'plaintext' && language !== 'txt' && <span className="code-block-lang">{language}</span>}
        <CopyButton labels={{ copy: t.copy, copied: t.copied }} />
      </div>
      <pre {...props} tabIndex={0} />
    </div>
  );
}
