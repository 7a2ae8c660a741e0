/**
 * Where uploaded images live. `UPLOADS_PROVIDER=local` (the default) keeps them on this machine's
 * disk under UPLOADS_DIR and serves them itself; `s3` keeps them in any S3-compatible store (one
 * bucket), which every API machine reaches alike: the browser PUTs each file to a presigned URL
 * and reads it back from S3_PUBLIC_URL.
 */
export type UploadsConfig =
  | { provider: 'local' }
  | {
      provider: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Where stored files are read (a CDN in front of the bucket, or the bucket's own address). */
      publicUrl: string;
    };

export function uploadsConfigFromEnv(env: NodeJS.ProcessEnv): UploadsConfig {
  const provider = env.UPLOADS_PROVIDER || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 's3') throw new Error(`UPLOADS_PROVIDER must be 'local' or 's3', not '${provider}'.`);
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`UPLOADS_PROVIDER=s3 needs ${missing.join(', ')}.`);
  const endpoint = env.S3_ENDPOINT!.replace(/\/$/, '');
  const bucket = env.S3_BUCKET!;
  return {
    provider,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    publicUrl: (env.S3_PUBLIC_URL || `${endpoint}/${bucket}`).replace(/\/$/, ''),
  };
}
