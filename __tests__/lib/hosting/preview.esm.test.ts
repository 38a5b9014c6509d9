import { isPreview, previewInfo } from '@/lib/hosting/preview';

describe('preview deployments', () => {
  it('are recognised from VERCEL_ENV with branch and short commit', () => {
    expect(isPreview({ VERCEL_ENV: 'production' })).toBe(false);
    expect(previewInfo({ VERCEL_ENV: 'production' })).toBeUndefined();
    expect(previewInfo({ VERCEL_ENV: 'preview', VERCEL_GIT_COMMIT_REF: 'docs/fix', VERCEL_GIT_COMMIT_SHA: '0123456789abcdef' })).toEqual({
      branch: 'docs/fix',
      commit: '0123456',
    });
  });
});
