// A stylesheet with no class names to export: nothing for a Node build to load.
module.exports = function emptyModuleLoader() {
  return 'export {};';
};
