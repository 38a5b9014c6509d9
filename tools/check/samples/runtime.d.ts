// `rspress/runtime` as the samples see it (mapped by typecheck.ts): the published module, plus
// alpha.12's `Helmet`, which beta.4 replaced with unhead's `Head` (see alpha12.d.ts).
export * from '@rspress/core/runtime';
export { Head as Helmet } from '@unhead/react';
