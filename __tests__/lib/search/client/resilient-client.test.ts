import { withReportedFailures } from '@/lib/search/client/resilient-client';

const EMPTY = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 20,
  processingTimeMS: 0,
  exhaustiveNbHits: true,
  query: '',
  params: '',
};

describe('withReportedFailures', () => {
  it('reports false, then true, on a failing search and answers with one empty result per request', async () => {
    const client = { search: jest.fn((_input: unknown) => Promise.reject(new Error('offline'))) };
    const report = jest.fn();
    const wrapped = withReportedFailures(client, report);
    await expect(wrapped.search({ requests: [{ query: 'a' }, { query: 'b' }] } as never)).resolves.toEqual({ results: [EMPTY, EMPTY] });
    expect(report.mock.calls).toEqual([[false], [true]]);
  });

  it('answers a bare array of requests with one empty result each', async () => {
    const wrapped = withReportedFailures({ search: (_input: unknown) => Promise.reject(new Error('offline')) }, jest.fn());
    await expect(wrapped.search([{ query: 'a' }, { query: 'b' }, { query: 'c' }] as never)).resolves.toEqual({
      results: [EMPTY, EMPTY, EMPTY],
    });
  });

  it('answers one empty result when the input has no requests', async () => {
    const wrapped = withReportedFailures({ search: (_input: unknown) => Promise.reject(new Error('offline')) }, jest.fn());
    await expect(wrapped.search({} as never)).resolves.toEqual({ results: [EMPTY] });
  });

  it('catches a search that throws synchronously', async () => {
    const report = jest.fn();
    const wrapped = withReportedFailures(
      {
        search: (_input: unknown) => {
          throw new Error('boom');
        },
      },
      report,
    );
    await expect(wrapped.search([{ query: 'a' }] as never)).resolves.toEqual({ results: [EMPTY] });
    expect(report.mock.calls).toEqual([[false], [true]]);
  });

  it('reports false on success and passes the input and results through', async () => {
    const answer = { results: [{ hits: [{ objectID: '1' }], nbHits: 1 }] };
    const client = { search: jest.fn((_input: unknown) => Promise.resolve(answer)) };
    const report = jest.fn();
    const wrapped = withReportedFailures(client, report);
    const input = { requests: [{ query: 'deploy', indexName: 'docs' }] };
    await expect(wrapped.search(input as never)).resolves.toBe(answer);
    expect(client.search).toHaveBeenCalledWith(input);
    expect(report.mock.calls).toEqual([[false]]);
  });

  it('clears the failure on the next successful search', async () => {
    const client = { search: jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ results: [] }) };
    const report = jest.fn();
    const wrapped = withReportedFailures(client as { search: (input: never) => Promise<{ results: unknown[] }> }, report);
    await wrapped.search([{}] as never);
    await wrapped.search([{}] as never);
    expect(report.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('keeps the other members of the client', () => {
    const addAlgoliaAgent = jest.fn();
    const client = { search: () => Promise.resolve({ results: [] }), addAlgoliaAgent, appId: 'APP' };
    const wrapped = withReportedFailures(client, jest.fn());
    expect(wrapped.appId).toBe('APP');
    expect(wrapped.addAlgoliaAgent).toBe(addAlgoliaAgent);
    expect(wrapped.search).not.toBe(client.search);
  });
});
