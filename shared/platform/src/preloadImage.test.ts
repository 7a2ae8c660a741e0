import { preloadImage } from './preloadImage';

describe('preloadImage', () => {
  afterEach(() => document.head.replaceChildren());

  it('asks for a photo once, at high priority, however often it is named', () => {
    preloadImage('/api/v2/media/listing/1/1.svg');
    preloadImage('/api/v2/media/listing/1/1.svg');
    preloadImage(`${document.baseURI.replace(/\/$/, '')}/api/v2/media/listing/1/1.svg`);
    const links = [...document.head.querySelectorAll('link')];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ rel: 'preload', href: new URL('/api/v2/media/listing/1/1.svg', document.baseURI).href });
    expect(links[0]!.getAttribute('as')).toBe('image');
    expect(links[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  it('does nothing for a home without photos', () => {
    preloadImage(undefined);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
