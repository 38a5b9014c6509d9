/** A Vercel preview deployment: pages get a "Preview" badge and are not indexed. */
export function isPreview(env: Record<string, string | undefined> = process.env): boolean {
  return env.VERCEL_ENV === 'preview';
}

export function previewInfo(env: Record<string, string | undefined> = process.env): { branch: string; commit: string } | undefined {
  if (!isPreview(env)) return undefined;
  return { branch: env.VERCEL_GIT_COMMIT_REF || 'unknown branch', commit: (env.VERCEL_GIT_COMMIT_SHA || '').slice(0, 7) };
}
