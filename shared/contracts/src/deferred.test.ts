/* eslint-disable @typescript-eslint/no-require-imports -- the contracts are loaded inside jest.isolateModules, after the counting starts */
import { deferred } from './deferred';

// Every schema builder of zod/mini, counted: what loading the contracts costs is how many schemas it builds.
const mockBuilt: string[] = [];
jest.mock('zod/mini', () => {
  const actual = jest.requireActual<typeof import('zod/mini')>('zod/mini');
  const counted = (namespace: object) =>
    Object.fromEntries(
      Object.entries(namespace).map(([name, value]) => [
        name,
        typeof value === 'function' && /^[a-z]/.test(name)
          ? (...args: unknown[]) => {
              mockBuilt.push(name);
              return (value as (...a: unknown[]) => unknown)(...args);
            }
          : value,
      ]),
    );
  return { ...counted(actual), z: counted(actual.z) };
});

const { z } = require('zod/mini') as typeof import('zod/mini');

describe('loading the contracts', () => {
  it('builds no schema until one is used, apart from the image bytes schema that registers its OpenAPI format', () => {
    mockBuilt.length = 0;
    jest.isolateModules(() => {
      require('./index');
      require('./signedIn');
    });
    // zodConfig's `config` is settings, not a schema.
    expect(mockBuilt.filter((name) => name !== 'config').sort()).toEqual(['custom', 'meta']);
  });

  it('builds a call’s schemas when the call is first read, and checks a payload with them', () => {
    jest.isolateModules(() => {
      const { apiCalls } = require('./index') as typeof import('./index');
      mockBuilt.length = 0;
      const { listingSearch } = apiCalls;
      expect(mockBuilt).toEqual([]);
      expect(listingSearch.method).toBe('POST');
      expect(listingSearch.path()).toBe('/api/v2/Listings/Search');
      expect(mockBuilt.length).toBeGreaterThan(0);
      expect(listingSearch.body.safeParse({ nonsense: true }).success).toBe(false);
    });
  });
});

describe('deferred', () => {
  it('builds nothing until read, then builds once', () => {
    const build = jest.fn(() => z.object({ name: z.string() }));
    const schema = deferred(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: 7 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands in wherever the schema does: inside another schema, spread as fields, by key and by class', () => {
    const inner = deferred(() => z.object({ rooms: z.number() }));
    const fields = deferred(() => ({ city: z.string(), home: inner }));
    const outer = z.object({ ...fields, zip: z.string() });
    expect(outer.parse({ city: 'Bellevue', home: { rooms: 3 }, zip: '98004' })).toEqual({ city: 'Bellevue', home: { rooms: 3 }, zip: '98004' });
    expect(outer.safeParse({ city: 'Bellevue', home: { rooms: 'three' }, zip: '98004' }).success).toBe(false);
    expect(Object.keys(fields)).toEqual(['city', 'home']);
    expect('shape' in inner).toBe(true);
    expect(inner.shape.rooms.parse(2)).toBe(2);
    expect(inner instanceof z.ZodMiniObject).toBe(true);
  });
});
