import { attributedPath, attributionFrom, attributionFromUrl, cleanSegment } from './attribution';

describe('attribution', () => {
  it('reads route parameters first, then the query string', () => {
    expect(attributionFrom({ refferer: 'widget1', affiliation: 'acme' })).toEqual({ refferer: 'widget1', affiliation: 'acme' });
    expect(attributionFrom({}, new URLSearchParams('refferer=news&affiliation=seattle-times'))).toEqual({
      refferer: 'news',
      affiliation: 'seattle-times',
    });
  });

  it('reads the one-prefix and two-prefix page addresses, and nothing from plain ones', () => {
    expect(attributionFromUrl('/widget1/listings/city/WA/Bellevue')).toEqual({ refferer: 'widget1' });
    expect(attributionFromUrl('/widget1/acme/listings/city/WA/Bellevue', '?page=2')).toEqual({ refferer: 'widget1', affiliation: 'acme' });
    expect(attributionFromUrl('/news/learn')).toEqual({ refferer: 'news' });
    expect(attributionFromUrl('/listings/city/WA/Bellevue')).toEqual({});
    expect(attributionFromUrl('/home/2100042', '?refferer=news')).toEqual({ refferer: 'news' });
  });

  it('drops values that are not a plain path segment', () => {
    expect(cleanSegment('../admin')).toBeUndefined();
    expect(cleanSegment('a/b')).toBeUndefined();
    expect(cleanSegment('<script>')).toBeUndefined();
    expect(cleanSegment(' acme ')).toBe('acme');
  });

  it('prefixes the pages that have referrer routes', () => {
    const a = { refferer: 'widget2', affiliation: 'acme' };
    expect(attributedPath('/buyandsell', a)).toBe('/widget2/acme/buyandsell');
    expect(attributedPath('/getloan?x=1', a)).toBe('/widget2/acme/getloan?x=1');
    expect(attributedPath('/learn', { refferer: 'widget2' })).toBe('/widget2/learn');
  });

  it('adds query parameters to every other internal path', () => {
    expect(attributedPath('/home/2100042?tab=tour', { refferer: 'widget1', affiliation: 'acme' })).toBe('/home/2100042?tab=tour&refferer=widget1&affiliation=acme');
    expect(attributedPath('/listings', { refferer: 'widget1' })).toBe('/listings?refferer=widget1');
    expect(attributedPath('/learn', { affiliation: 'acme' })).toBe('/learn?affiliation=acme');
  });

  it('uses the one-prefix and two-prefix forms of the listings pages', () => {
    expect(attributedPath('/listings/city/WA/Bellevue?price[high]=500000', { refferer: 'widget1', affiliation: 'acme' })).toBe(
      '/widget1/acme/listings/city/WA/Bellevue?price[high]=500000',
    );
    expect(attributedPath('/listings/city/WA/Bellevue', { refferer: 'widget1' })).toBe('/widget1/listings/city/WA/Bellevue');
    expect(attributedPath('/listings/zip/WA/98004', { refferer: 'widget1', affiliation: 'acme' })).toBe('/widget1/acme/listings/zip/WA/98004');
    expect(attributedPath('/listings/city/WA/Bellevue', { affiliation: 'acme' })).toBe('/listings/city/WA/Bellevue?affiliation=acme');
  });

  it('leaves external links and unattributed paths alone', () => {
    expect(attributedPath('https://example.com/', { affiliation: 'acme' })).toBe('https://example.com/');
    expect(attributedPath('mailto:a@b.c', { affiliation: 'acme' })).toBe('mailto:a@b.c');
    expect(attributedPath('/about', {})).toBe('/about');
  });
});
