// Preload links in the shell's index.html for the chunks its entry loads before it can draw.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { loadModule } = require('./descriptorPlugin.cjs');

/**
 * The chunks the entry's dynamic imports load (the shell's `import('./bootstrap')`), together with
 * the chunks of the shared modules those chunks consume (react-dom and the rest, fetched by the
 * federation runtime as soon as a chunk that needs them loads), recursively. Without preload links
 * the browser only learns of them once the entry has downloaded and run, one step after another.
 * @returns {string[]} file names, scripts and stylesheets, in a stable order
 */
function bootFiles(compilation, entryName = 'main') {
  const { chunkGraph } = compilation;
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  // A shared module the shell provides itself is loaded from the provider's chunk, not the
  // consumer's fallback (loaded-first sharing).
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name === 'ProvideSharedModule') providers.set(module._name, module);
  }
  const files = new Set();
  const seenGroups = new Set();
  const visitGroup = (group) => {
    if (!group || seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      // Shared modules consumed by this chunk: their fallback chunks load with it.
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        const source = providers.get(module.options?.shareKey) ?? module;
        for (const block of source.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  const entryChunk = entrypoint.getEntrypointChunk();
  for (const module of chunkGraph.getChunkModulesIterable(entryChunk)) {
    for (const block of module.blocks ?? []) visitGroup(chunkGraph.getBlockChunkGroup(block));
  }
  for (const file of entrypoint.getFiles()) files.delete(file);
  return [...files].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || a.localeCompare(b));
}

/**
 * Adds `<link rel="preload">` for those files after the page's own script and stylesheet links
 * (before them, they would compete with the stylesheet the first paint waits for). Same-origin
 * files only: a preload link holds the load event until it answers.
 */
class BootChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('BootChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootChunksPlugin', (data) => {
        const publicPath = data.publicPath ?? '';
        // The entry is preloaded and runs once the page is painted (lib/shellStart.ts); the server moves
        // its preload, with the others, into the template the start script adds then (lib/pageHtml.ts).
        const { SHELL_START_SCRIPT, SHELL_ENTRY_ATTRIBUTE } = loadModule(path.join(__dirname, '../lib/shellStart.ts'));
        const entryTags = data.headTags.filter((tag) => tag.tagName === 'script' && tag.attributes.src);
        if (entryTags.length !== 1) throw new Error(`the shell's page should load one entry script, not ${entryTags.length}`);
        const [entry] = entryTags;
        // The script where the entry was (it only waits, so it never holds up the parser); the entry's
        // preload first among the preloads below.
        data.headTags.splice(data.headTags.indexOf(entry), 1, HtmlWebpackPlugin.createHtmlTagObject('script', {}, SHELL_START_SCRIPT));
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: entry.attributes.src, [SHELL_ENTRY_ATTRIBUTE]: true }));
        for (const file of bootFiles(compilation)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = { BootChunksPlugin, bootFiles };
