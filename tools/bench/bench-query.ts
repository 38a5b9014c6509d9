import type { Lang } from '../../lib/types';

/** The query of each language the bench times and weighs. */
export const BENCH_QUERY: Record<Lang, string> = { en: 'deploy', zh: '侧边栏' };
