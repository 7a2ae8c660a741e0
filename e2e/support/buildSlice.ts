import path from 'node:path';
import webpack from 'webpack';

/** Builds a slice folder with its own webpack config (the shared factory), in this process. */
export async function buildSlice(dir: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(dir, 'webpack.config.cjs'))({}, { mode: 'production' });
  await new Promise<void>((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}
