/**
 * A value built the first time anything reads it, then kept: `deferred(() => z.object({…}))` is
 * used exactly like the schema it builds, but loading the module that declares it costs nothing.
 *
 * The contracts declare several hundred schemas and every page loads them with the kernel, while a
 * page uses a few; building them all at load was one of the longest pieces of start-up work on a
 * phone. Schemas are immutable values, so building one later gives the same schema.
 *
 * Reads, writes, `in`, key listing and `instanceof` all reach the built value. The one difference is
 * identity: the stand-in is not the built object, so a value registered by identity from inside its
 * own builder (`z.meta`) is not found through the stand-in; such a schema is declared plainly.
 */
export function deferred<T extends object>(build: () => T): T {
  let value: T | undefined;
  const built = (): T => (value ??= build());
  return new Proxy({} as T, {
    get: (_stand, key) => Reflect.get(built(), key),
    set: (_stand, key, next) => Reflect.set(built(), key, next),
    has: (_stand, key) => Reflect.has(built(), key),
    ownKeys: () => Reflect.ownKeys(built()),
    // The stand-in itself holds no properties, and a proxy may not report one it lacks as fixed.
    getOwnPropertyDescriptor: (_stand, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_stand, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
    deleteProperty: (_stand, key) => Reflect.deleteProperty(built(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
}
