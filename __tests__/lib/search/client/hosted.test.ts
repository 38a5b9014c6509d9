import { hostedSearchFrom } from '@/lib/search/client/hosted';

const ENV = { NEXT_PUBLIC_DOCSEARCH_APP_ID: 'APPID', NEXT_PUBLIC_DOCSEARCH_API_KEY: 'KEY', NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: 'docs' };

describe('hostedSearchFrom', () => {
  it('uses hosted DocSearch when all three variables are set', () => {
    expect(hostedSearchFrom(ENV)).toEqual({ appId: 'APPID', apiKey: 'KEY', indexName: 'docs' });
  });

  it.each(Object.keys(ENV))('stays local when %s is missing or empty', (name) => {
    expect(hostedSearchFrom({ ...ENV, [name]: undefined })).toBeUndefined();
    expect(hostedSearchFrom({ ...ENV, [name]: '' })).toBeUndefined();
  });

  it('stays local with no variables', () => {
    expect(hostedSearchFrom({})).toBeUndefined();
  });
});

describe('HOSTED_SEARCH', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads the three variables from the environment', async () => {
    await jest.isolateModulesAsync(async () => {
      Object.assign(process.env, ENV);
      const { HOSTED_SEARCH } = await import('@/lib/search/client/hosted');
      expect(HOSTED_SEARCH).toEqual({ appId: 'APPID', apiKey: 'KEY', indexName: 'docs' });
    });
  });

  it('is undefined without them', async () => {
    await jest.isolateModulesAsync(async () => {
      for (const name of Object.keys(ENV)) delete process.env[name];
      const { HOSTED_SEARCH } = await import('@/lib/search/client/hosted');
      expect(HOSTED_SEARCH).toBeUndefined();
    });
  });
});
