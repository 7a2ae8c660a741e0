/** @jest-environment node */
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { lazyPage } from './lazyPage';
import { RemoteComponent } from './RemoteComponent';
import { PrerenderSlot, renderToHtml } from './prerender';
import { PRERENDER_SLOT } from '@homeward/contracts';

function WhereAmI() {
  return <p>At {useLocation().pathname}</p>;
}

function Rates() {
  const rates = useQuery({ queryKey: ['test-rates'], queryFn: async () => [6.5] });
  return <p>{rates.data ? `Rates ${rates.data.join()}` : 'Loading rates…'}</p>;
}

describe('a page drawn at build time', () => {
  it('is drawn at its address, with a lazy page waited for rather than its fallback', async () => {
    const Page = lazyPage(async () => ({ default: WhereAmI }));
    const html = await renderToHtml(<Page />, '/about');
    expect(html).toContain('<p>At <!-- -->/about</p>');
  });

  it('shows what a first-time visitor sees before data arrives: nothing is fetched', async () => {
    expect(await renderToHtml(<Rates />, '/')).toContain('Loading rates…');
  });

  it('draws another slice’s component as it looks while that slice loads', async () => {
    const html = await renderToHtml(<RemoteComponent id="mf_search/SearchBar" props={{}} loading={<div role="status">Loading search</div>} fallback={() => <p>Failed</p>} />, '/');
    expect(html).toBe('<div role="status">Loading search</div>');
  });

  it('marks where the shell’s layout takes the page, as the server looks for it', async () => {
    expect(await renderToHtml(<main><PrerenderSlot /></main>, '/')).toBe(`<main>${PRERENDER_SLOT}</main>`);
  });

  it('fails rather than shipping a part that could not be drawn', async () => {
    function Broken(): never {
      throw new Error('no window here');
    }
    await expect(renderToHtml(<Broken />, '/')).rejects.toThrow('no window here');
  });
});
