'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal, type DocSearchModalProps, type DocSearchTransformClient } from '@docsearch/react';
import { SiteLink } from '../site-link.client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '@/lib/types';
import { HOSTED_SEARCH } from '@/lib/search/client/hosted';
import { createLocalSearchClient } from '@/lib/search/client/local-client';
import { openableHitUrl } from '@/lib/search/paths';
import { isIndexGone } from '@/lib/search/client/local-client';
import { reloadIntoNewBuild } from '../stale-build';
import { withReportedFailures } from '@/lib/search/client/resilient-client';
import './search-modal.css';

export type LocalClients = Map<Lang, ReturnType<typeof createLocalSearchClient>>;

/** The dialog's texts in the page's language (messages/<lang>.json, namespace `search`). */
export interface SearchTexts {
  placeholder: string;
  modal: NonNullable<DocSearchModalProps['translations']> & { errorScreen: { titleText: string; helpText: string } };
}

function HitLink({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <SiteLink href={hit.url}>{children}</SiteLink>;
}

/** DocSearch's own error screen markup, kept up by us until the next query (see resilient-client). */
function ErrorScreen({ texts }: { texts: { titleText: string; helpText: string } }) {
  // Rendered only after DocSearch has mounted its dropdown (a failed query needs it).
  const [dropdown] = useState(() => document.querySelector<HTMLElement>('.DocSearch-Dropdown'));
  useEffect(() => {
    dropdown?.setAttribute('data-failed', '');
    return () => dropdown?.removeAttribute('data-failed');
  }, [dropdown]);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" role="alert">
      <p className="DocSearch-Title">{texts.titleText}</p>
      <p className="DocSearch-Help">{texts.helpText}</p>
    </div>,
    dropdown,
  );
}

/**
 * When the search file of this page's build is gone (a deploy replaced it), the page loads again from
 * the new build and reopens the dialog with the query; the answer never comes meanwhile.
 */
function recoveringSearch<T extends { search: (input: never) => Promise<unknown> }>(client: T): T {
  return {
    ...client,
    search: (input: never) =>
      client.search(input).catch((error: unknown) => {
        const request = (Array.isArray(input) ? input[0] : (input as { requests?: { query?: string }[] }).requests?.[0]) as
          { query?: string; params?: { query?: string } } | undefined;
        if (isIndexGone(error) && reloadIntoNewBuild(request?.query ?? request?.params?.query ?? '')) return new Promise(() => {});
        throw error;
      }),
  } as T;
}

/** The DocSearch dialog over the local index of `lang`, or over hosted DocSearch when configured. */
/**
 * `clients` outlives the dialog (the search button owns it), so reopening the dialog reuses the index
 * built on the first query instead of fetching and indexing again.
 */
export default function SearchModal({
  lang,
  texts,
  indexUrl,
  initialQuery,
  onClose,
  clients,
}: {
  lang: Lang;
  texts: SearchTexts;
  /** The search file of this build (its name carries a hash of its content). */
  indexUrl: string;
  initialQuery?: string;
  onClose: () => void;
  clients?: LocalClients;
}) {
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const local = useMemo(() => {
    const client = clients?.get(lang) ?? createLocalSearchClient(indexUrl);
    clients?.set(lang, client);
    return client;
  }, [clients, lang, indexUrl]);
  // The search file downloads and is indexed while the reader types the first word, not after it.
  useEffect(() => {
    if (!HOSTED_SEARCH) local.warm();
  }, [local]);
  useEffect(() => {
    if (HOSTED_SEARCH) return;
    // Marks the dialog as local (hides the "Search by Algolia" credit), once DocSearch has mounted it.
    document.querySelector('.DocSearch-Container')?.setAttribute('data-local-search', '');
  });
  const transform = useMemo(
    () => (client: DocSearchTransformClient) =>
      withReportedFailures((HOSTED_SEARCH ? client : recoveringSearch(local)) as unknown as DocSearchTransformClient, setFailed),
    [local],
  );
  return createPortal(
    <>
      <DocSearchModal
        {...(HOSTED_SEARCH ?? { appId: 'local', apiKey: 'local', indexName: `local-${lang}` })}
        searchParameters={HOSTED_SEARCH ? { facetFilters: [`lang:${lang}`] } : undefined}
        transformSearchClient={transform}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
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
          navigateNewTab: ({ itemUrl }) => void window.open(openableHitUrl(itemUrl), '_blank', 'noopener'),
          navigateNewWindow: ({ itemUrl }) => void window.open(openableHitUrl(itemUrl), '_blank', 'noopener'),
        }}
        insights={false}
      />
      {failed && <ErrorScreen texts={texts.modal.errorScreen} />}
    </>,
    document.body,
  );
}
