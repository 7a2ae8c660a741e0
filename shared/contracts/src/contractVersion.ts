/**
 * The version of these contracts (the package's version, which a test keeps equal). A slice's
 * build records the major it was built against in its descriptor (`contractMajor`); the shell
 * mounts only slices built against its own major, since a new major changes a schema, an event or
 * an exposed component's props in a way an older build cannot read.
 */
export const CONTRACT_VERSION = '1.0.0';

/** The major version of a `major.minor.patch` string. */
export function majorOf(version: string): number {
  const major = Number(version.split('.', 1)[0]);
  if (!Number.isInteger(major) || major < 0) throw new Error(`Not a version: ${version}`);
  return major;
}

export const CONTRACT_MAJOR = majorOf(CONTRACT_VERSION);

/**
 * Whether a slice built against `contractMajor` can work with a page on `hostMajor`. A descriptor
 * that names no major was built before slices declared one, so nothing says it can.
 */
export function isContractCompatible(contractMajor: number | undefined, hostMajor: number = CONTRACT_MAJOR): boolean {
  return contractMajor === hostMajor;
}
