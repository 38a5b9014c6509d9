'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '@/lib/types';
import { HOSTED_SEARCH } from '@/lib/search/hosted';
import { createLocalSearchClient } from '@/lib/search/local-client';
import { searchIndexPath } from '@/lib/search/paths';
import { SEARCH_TEXTS } from '@/lib/search/translations';

function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link href={hit.url}>{children}</Link>;
}

/** The DocSearch dialog over the local index of `lang`, or over hosted DocSearch when configured. */
export default function SearchModal({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const router = useRouter();
  const texts = SEARCH_TEXTS[lang];
  const local = useMemo(() => createLocalSearchClient(searchIndexPath(lang)) as unknown as DocSearchTransformClient, [lang]);
  return createPortal(
    <DocSearchModal
      {...(HOSTED_SEARCH ?? { appId: 'local', apiKey: 'local', indexName: `local-${lang}` })}
      {...(HOSTED_SEARCH ? { searchParameters: { facetFilters: [`lang:${lang}`] } } : { transformSearchClient: () => local })}
      initialScrollY={window.scrollY}
      onClose={onClose}
      maxResultsPerGroup={5}
      placeholder={texts.placeholder}
      translations={texts.modal}
      hitComponent={HitLink}
      navigator={{
        navigate: ({ itemUrl }) => {
          onClose();
          router.push(itemUrl);
        },
      }}
      insights={false}
    />,
    document.body,
  );
}
