// Publishes one slice build into its immutable, versioned folder and switches its entry in
// remotes.json. Usage: `tsx scripts/publish.ts mf-content [--base-url https://cdn.example/mf-content]`.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { descriptorSchema, remotesManifestSchema, type Descriptor, type RemotesManifest } from '@homeward/contracts';
import { DEPLOY_DIR, REMOTES_FILE, ROOT, listSlices, readJsonFile, sliceBaseUrl } from './lib/slices';

export function readManifest(file = REMOTES_FILE): RemotesManifest {
  if (!existsSync(file)) return { remotes: [] };
  return remotesManifestSchema.parse(readJsonFile(file));
}

/** Writes remotes.json atomically: a reader never sees half a file. */
export function writeManifest(manifest: RemotesManifest, file = REMOTES_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const sorted = { ...manifest, remotes: [...manifest.remotes].sort((a, b) => a.name.localeCompare(b.name)) };
  writeFileSync(temporary, `${JSON.stringify({ ...sorted, generatedAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Puts one descriptor into the manifest, replacing the slice's previous entry. */
export function compose(manifest: RemotesManifest, descriptor: Descriptor): RemotesManifest {
  return { remotes: [...manifest.remotes.filter((r) => r.name !== descriptor.name), descriptor] };
}

export interface PublishResult {
  name: string;
  version: string;
  entry: string;
  alreadyPublished: boolean;
}

/** `distDir` publishes a build made elsewhere (a CI job's artefact) instead of `<folder>/dist`. */
export function publishSlice(folder: string, baseUrl?: string, distDir?: string): PublishResult {
  const slice = listSlices().find((s) => s.folder === folder);
  if (!slice) throw new Error(`${folder} is not a slice`);
  const dist = distDir ? path.resolve(distDir) : path.join(ROOT, folder, 'dist');
  const built = descriptorSchema.parse(readJsonFile(path.join(dist, 'descriptor.json')));
  const target = path.join(DEPLOY_DIR, folder, built.version);
  const alreadyPublished = existsSync(path.join(target, 'descriptor.json'));
  if (!alreadyPublished) {
    // Copy beside, then rename: a version folder is either complete or absent, never half there.
    const staging = `${target}.staging-${process.pid}`;
    cpSync(dist, staging, { recursive: true });
    renameSync(staging, target);
  }
  const entry = `${baseUrl ?? sliceBaseUrl(slice)}/${built.version}/${built.entry}`;
  writeManifest(compose(readManifest(), { ...built, entry }));
  return { name: built.name, version: built.version, entry, alreadyPublished };
}

/** The versions a slice has published, oldest first by folder time. */
export function publishedVersions(folder: string): string[] {
  const dir = path.join(DEPLOY_DIR, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => !name.includes('.staging-'));
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const folder = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const folders = folder ? [folder] : listSlices().map((s) => s.folder);
  for (const f of folders) {
    const result = publishSlice(f, option('--base-url'), option('--dist'));
    console.log(`${result.alreadyPublished ? 'kept' : 'published'} ${result.name}@${result.version} -> ${result.entry}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
