import { hydrateServerQueries } from './queryState';
import { queryClient } from './queryClient';

afterEach(() => {
  queryClient.clear();
  document.body.innerHTML = '';
});

function sendWithPage(text: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="query-state">${text}</script>`;
}

const state = {
  mutations: [],
  queries: [{ queryKey: ['listing', '2100042'], queryHash: '["listing","2100042"]', state: { data: { mls: '2100042' }, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' } }],
};

describe('the query answers a page drawn on the server came with', () => {
  it('fill the page’s query cache, so the live page draws them without asking again, and leave the document', () => {
    sendWithPage(JSON.stringify(state));
    hydrateServerQueries();
    expect(queryClient.getQueryData(['listing', '2100042'])).toEqual({ mls: '2100042' });
    expect(document.getElementById('query-state')).toBeNull();
  });

  it('are ignored when unreadable: the page then asks for its data as without them', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendWithPage('{"queries": [');
    expect(() => hydrateServerQueries()).not.toThrow();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('are not looked for on a page without them', () => {
    hydrateServerQueries();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
