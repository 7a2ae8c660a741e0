import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_MAJOR, CONTRACT_VERSION, isContractCompatible, majorOf } from './contractVersion';
import { descriptorSchema } from './remotes';

describe('contract version', () => {
  it('is the version the contracts package is published as', () => {
    const pkg = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string };
    expect(CONTRACT_VERSION).toBe(pkg.version);
    expect(CONTRACT_MAJOR).toBe(Number(pkg.version.split('.')[0]));
  });

  it('reads the major of a version and refuses what is not one', () => {
    expect(majorOf('3.2.1')).toBe(3);
    expect(majorOf('0.9.0')).toBe(0);
    expect(() => majorOf('next')).toThrow('Not a version: next');
  });

  it('lets a host mount only slices built against its own major', () => {
    expect(isContractCompatible(2, 2)).toBe(true);
    expect(isContractCompatible(1, 2)).toBe(false);
    expect(isContractCompatible(3, 2)).toBe(false);
    expect(isContractCompatible(undefined, 2)).toBe(false);
    expect(isContractCompatible(CONTRACT_MAJOR)).toBe(true);
  });

  it('travels in a slice descriptor', () => {
    const descriptor = descriptorSchema.parse({ name: 'mf_x', version: '1.0.0-abc', entry: 'remoteEntry.js', routes: [], contractMajor: 1 });
    expect(descriptor.contractMajor).toBe(1);
    expect(descriptorSchema.safeParse({ name: 'mf_x', version: '1', entry: 'e.js', routes: [], contractMajor: 1.5 }).success).toBe(false);
  });
});
