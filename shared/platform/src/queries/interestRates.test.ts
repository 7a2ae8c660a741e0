import { QueryClient } from '@tanstack/react-query';
import { interestRatesQuery, queryKeys } from './index';

const RATES = {
  productRates: [
    { rate: 6.1, apr: 6.3, metadata: { description: '15-Year Fixed' } },
    { rate: 6.75, apr: 6.9, metadata: { description: '30-Year Fixed' } },
  ],
  asOf: '2026-11-20T00:00:00Z',
  source: 'Rates desk',
  isSample: false,
};

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as Response) as typeof fetch;
}

afterEach(() => localStorage.clear());

describe('interest rates query', () => {
  it('is the one entry every slice reads: the whole rate list under one key', async () => {
    answer(200, { statusCode: 'Success', data: RATES });
    const client = new QueryClient();
    const data = await client.fetchQuery(interestRatesQuery);
    expect(data).toEqual(RATES);
    expect(interestRatesQuery.queryKey).toEqual(queryKeys.interestRates);
    // Whoever reads the key later gets the same shape, not another slice's projection of it.
    expect(client.getQueryData(queryKeys.interestRates)).toEqual(RATES);
  });

  it('keeps the 30-Year Fixed rate in InterestRate for the payment maths', async () => {
    answer(200, { statusCode: 'Success', data: RATES });
    await new QueryClient().fetchQuery(interestRatesQuery);
    expect(localStorage.getItem('InterestRate')).toBe('6.75');
  });

  it('logs a failure and leaves the stored rate alone', async () => {
    localStorage.setItem('InterestRate', '5.9');
    answer(500, { statusCode: 'Error', errorMessage: 'down' });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery({ ...interestRatesQuery, retry: false })).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('Interest rates could not be loaded', expect.anything());
    expect(localStorage.getItem('InterestRate')).toBe('5.9');
    log.mockRestore();
  });
});
