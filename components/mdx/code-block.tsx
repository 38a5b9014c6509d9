import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import { getMessages } from '@/lib/i18n/messages';
import { isLang } from '@/lib/i18n/locales';
import { CopyButton } from './copy-button';

/** A highlighted block (rehype-pretty-code output) with its language and a copy button. */
export async function CodeBlock(props: ComponentProps<'pre'> & { 'data-language'?: string }) {
  const locale = await getLocale();
  const t = getMessages(isLang(locale) ? locale : 'en').theme;
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
