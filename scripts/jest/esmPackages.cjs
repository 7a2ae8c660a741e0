// react-router 8 ships ES modules only. swc turns them into CommonJS for jest, but a module that reads
// `import.meta` cannot be CommonJS: its one use (`import.meta.hot`, Vite's hot reloading) is always
// undefined outside a dev server, so it is written as such before swc sees the file.
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
  module: { type: 'commonjs' },
});

module.exports = {
  process(source, filename, options) {
    return swc.process(source.replaceAll('import.meta.hot', 'undefined'), filename, options);
  },
  getCacheKey(source, filename, options) {
    return `esm-packages:${swc.getCacheKey(source.replaceAll('import.meta.hot', 'undefined'), filename, options)}`;
  },
};
