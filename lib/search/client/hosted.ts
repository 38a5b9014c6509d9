/** Hosted DocSearch replaces the local index when all three are set at build time. */
export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
}

export function hostedSearchFrom(env: Record<string, string | undefined>): HostedSearch | undefined {
  const appId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID;
  const apiKey = env.NEXT_PUBLIC_DOCSEARCH_API_KEY;
  const indexName = env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME;
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

/** Next inlines NEXT_PUBLIC_* only when read by their full name. */
export const HOSTED_SEARCH = hostedSearchFrom({
  NEXT_PUBLIC_DOCSEARCH_APP_ID: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
  NEXT_PUBLIC_DOCSEARCH_API_KEY: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
});
