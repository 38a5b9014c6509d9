import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button.client';
import { getTranslations } from 'next-intl/server';

/** A highlighted block (rehype-pretty-code output) with its language and a copy button. */
export async function CodeBlock(props: ComponentProps<'pre'> & { 'data-language'?: string }) {
  const t = await getTranslations('theme');
  const language = props['data-language'];
  return (
    <div className="code-block" data-code-block="">
      <div className="code-block-tools">
        {language && language !== 'plaintext' && language !== 'txt' && <span className="code-block-lang">{language}</span>}
        <CopyButton labels={{ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }} />
      </div>
      {/* A code block scrolls sideways: keyboard users must be able to reach it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is reachable by keyboard */}
      <pre {...props} tabIndex={0} />
    </div>
  );
}
