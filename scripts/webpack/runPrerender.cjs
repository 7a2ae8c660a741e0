// Runs a package's prerender module (built by createPrerenderConfig) in a process of its own and
// prints what it drew as JSON: `node runPrerender.cjs <bundle> <path>…` draws those pages (a
// slice); with no path, the layouts (the shell). The process ends once done, whatever the drawn
// modules left open (the event bus's cross-tab channel).
process.env.NODE_ENV = 'production';

async function main() {
  const [bundle, ...paths] = process.argv.slice(2);
  const module = require(bundle);
  const result = {};
  if (paths.length === 0) result.layouts = await module.renderLayouts();
  else for (const pathname of paths) result[pathname] = await module.renderPage(pathname);
  process.stdout.write(JSON.stringify(result));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
