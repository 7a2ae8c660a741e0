import { PRERENDER_SLOT, siteConfigFromEnv, SUPPORT_EMAIL_SLOT } from '@homeward/contracts';
import { pageStylesheets, shellStylesheets, withCodeFetchedAfterPaint, withPageHead, withPrerenderedPage, withSiteConfig, withSlicePrefetch, type PrerenderedPage } from './pageHtml';
import { AFTER_PAINT_TEMPLATE } from './shellStart';

const INDEX =
  '<html><head><link href="/main.1.css" rel="stylesheet"><link rel="preload" as="style" href="/808.2.css"><link rel="preload" as="script" href="/kernel.3.js"></head>' +
  '<body><div id="root"><div id="boot" role="status">Loading Homeward…</div></div><noscript>Homeward needs JavaScript</noscript></body></html>';

const parts: PrerenderedPage = {
  layouts: {
    rootStyle: ':root{--hw-container-max:1920px}',
    byPath: { '/': { default: `<header>Home nav</header><main>${PRERENDER_SLOT}</main>` } },
    fallback: { default: `<header>Nav</header><main>${PRERENDER_SLOT}</main>`, 'no-footer': `<main>${PRERENDER_SLOT}</main>` },
  },
  page: '<h1>Buy your home</h1><p>Keep $& and $1 as they are</p>',
  remote: { name: 'mf_content', entry: 'https://cdn.example/mf-content/1.0.0-abc/remoteEntry.js', preload: ['552.a.css', 'app.b.js'] },
  route: { layout: 'default', preload: ['home.c.js', 'home.d.css', '552.a.css'] },
  pathname: '/',
};

describe('a prerendered page', () => {
  it('replaces the boot notice with the layout around the slice page, beside an empty root the shell boots in', () => {
    const html = withPrerenderedPage(INDEX, parts)!;
    expect(html).not.toContain('Loading Homeward…');
    expect(html).toContain(
      '<div id="prerendered" inert><header>Home nav</header><main><div data-slot="mf_content"><div id="slice-mf_content" data-slice="mf_content" data-drawn>' +
        '<h1>Buy your home</h1><p>Keep $& and $1 as they are</p></div></div></main></div><div id="root"></div><noscript>',
    );
  });

  it('is painted only once the whole drawn page has been read: the shell’s root, after it, ends the wait', () => {
    const html = withPrerenderedPage(INDEX, parts)!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#root" blocking="render">');
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.indexOf('id="root"')).toBeGreaterThan(html.indexOf('data-drawn'));
  });

  it('uses the path’s own layout when the shell drew one, and the common one otherwise', () => {
    expect(withPrerenderedPage(INDEX, { ...parts, pathname: '/about' })).toContain('<header>Nav</header>');
    expect(withPrerenderedPage(INDEX, { ...parts, pathname: '/about', route: { layout: 'no-footer' } })).toContain('<div id="prerendered" inert><main>');
  });

  it('loads every stylesheet the page paints with before it paints, and the shell’s CSS variables', () => {
    const html = withPrerenderedPage(INDEX, parts)!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/808.2.css">');
    expect(head).toContain('<link rel="preload" as="script" href="/kernel.3.js">');
    expect(head).toContain('<style>:root{--hw-container-max:1920px}</style>');
    expect(head).toContain('<link rel="stylesheet" href="https://cdn.example/mf-content/1.0.0-abc/552.a.css">');
    expect(head).toContain('<link rel="stylesheet" href="https://cdn.example/mf-content/1.0.0-abc/home.d.css">');
    expect(pageStylesheets(parts.remote, parts.route)).toHaveLength(2);
  });

  it('writes the slice’s stylesheets it has at hand into the page, named so the slice does not load them again', () => {
    const home = 'https://cdn.example/mf-content/1.0.0-abc/home.d.css';
    const app = 'https://cdn.example/mf-content/1.0.0-abc/552.a.css';
    const html = withPrerenderedPage(INDEX, { ...parts, styleText: { [home]: '.hero{color:green}', [app]: '.a{background:url(x.svg)}' } })!;
    expect(html).toContain(`<style data-href="${home}">.hero{color:green}</style>`);
    // Addresses inside a stylesheet are relative to its folder: that one stays a link.
    expect(html).toContain(`<link rel="stylesheet" href="${app}">`);
    const closing = withPrerenderedPage(INDEX, { ...parts, styleText: { [home]: '.a{}</style><script>' } })!;
    expect(closing).not.toContain('<script>');
    expect(closing).toContain(`<link rel="stylesheet" href="${home}">`);
  });

  it('writes the shell’s own stylesheets in too, so the page is styled and laid out once, as it is parsed', () => {
    expect(shellStylesheets(INDEX)).toEqual(['/main.1.css', '/808.2.css']);
    const html = withPrerenderedPage(INDEX, { ...parts, styleText: { '/main.1.css': 'body{margin:0}', '/808.2.css': '.nav{display:flex}' } })!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-href="/main.1.css">body{margin:0}</style>');
    expect(head).toContain('<style data-href="/808.2.css">.nav{display:flex}</style>');
    expect(head).not.toMatch(/<link[^>]*(main\.1|808\.2)\.css/);
    // Their source maps are named where they are, not beside the page's address.
    const mapped = withPrerenderedPage(INDEX, { ...parts, styleText: { '/808.2.css': '.nav{}\n/*# sourceMappingURL=808.2.css.map*/', 'https://cdn.example/mf-content/1.0.0-abc/home.d.css': '.a{}/*# sourceMappingURL=home.d.css.map */' } })!;
    expect(mapped).toContain('<style data-href="/808.2.css">.nav{}\n/*# sourceMappingURL=/808.2.css.map */</style>');
    expect(mapped).toContain('.a{}/*# sourceMappingURL=https://cdn.example/mf-content/1.0.0-abc/home.d.css.map */</style>');
    // Without their text, they stay linked, still before the first paint.
    expect(withPrerenderedPage(INDEX, { ...parts, styleText: { '/main.1.css': 'body{margin:0}' } })).toContain('<link rel="stylesheet" href="/808.2.css">');
  });

  it('carries the query answers a page was drawn from as JSON that nothing in them can end, and none for a page drawn without data', () => {
    const queries = { queries: [{ queryKey: ['listing', '1'], state: { data: { remarks: '</script><script>alert(1)</script> & more' } } }] };
    const html = withPrerenderedPage(INDEX, { ...parts, queries })!;
    const state = /<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html);
    expect(state).not.toBeNull();
    expect(JSON.parse(state![1]!)).toEqual(queries);
    expect(html).toContain('<div id="root"></div><script type="application/json" id="query-state">');
    expect(withPrerenderedPage(INDEX, parts)).not.toContain('query-state');
  });

  it('shows a page drawn for some screens on those only: elsewhere the frame shows, and its place says the page is loading', () => {
    const html = withPrerenderedPage(INDEX, { ...parts, media: '(max-width: 800.98px)' })!;
    expect(html).toMatch(/@media not all and \(max-width: 800\.98px\)\{#prerendered \[data-slot\]\{visibility:hidden\}#prerendered \[data-slot\]::before\{content:"Loading the page…"/);
    expect(withPrerenderedPage(INDEX, { ...parts, media: '(max-width: 1px)}body{display:none' })).not.toContain('display:none');
    expect(withPrerenderedPage(INDEX, parts)).not.toContain('@media');
  });

  it('tells the slice which screens and width its page was drawn for, so it hydrates it there only, at that width', () => {
    const html = withPrerenderedPage(INDEX, { ...parts, media: '(max-width: 800.98px)', width: 390 })!;
    expect(html).toContain('<div id="slice-mf_content" data-slice="mf_content" data-drawn data-drawn-media="(max-width: 800.98px)" data-drawn-width="390">');
    expect(withPrerenderedPage(INDEX, { ...parts, media: '(max-width: 1px)}body{display:none', width: 390 })).not.toContain('data-drawn-');
  });

  it('asks for the images the page asks for first before anything else its head names', () => {
    const page = '<link rel="preload" as="image" href="/p/1.svg" fetchPriority="high"/><article><img src="/p/1.svg" fetchpriority="high"></article>';
    const html = withPrerenderedPage(INDEX.replace('<head>', '<head><meta charset="utf-8"/>'), { ...parts, page })!;
    expect(html).toContain('<head><meta charset="utf-8"/><link rel="preload" as="image" href="/p/1.svg" fetchPriority="high"/><link href="/main.1.css"');
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(html).toContain('data-slice="mf_content" data-drawn><article><img src="/p/1.svg"');
  });

  it('is not made when the shell drew no frame for the layout or index.html has no boot notice', () => {
    expect(withPrerenderedPage(INDEX, { ...parts, route: { layout: 'dashboard' } })).toBeUndefined();
    expect(withPrerenderedPage(INDEX.replace(/<div id="boot"[^/]*\/div>/, ''), parts)).toBeUndefined();
  });
});

describe('the slice files a page asks for with its HTML', () => {
  const remote = { entry: 'https://cdn.example/mf-content/1.0.0-abc/remoteEntry.js', preload: ['app.b.js', '552.a.css'] };

  it('opens the slice’s origin and prefetches its entry, first chunks and the page’s own', () => {
    const head = withSlicePrefetch(INDEX, remote, { preload: ['home.c.js'] }).split('</head>')[0];
    expect(head).toContain('<link rel="preconnect" href="https://cdn.example">');
    for (const file of ['remoteEntry.js', 'app.b.js', '552.a.css', 'home.c.js']) {
      expect(head).toContain(`<link rel="prefetch" href="https://cdn.example/mf-content/1.0.0-abc/${file}">`);
    }
  });

  it('leaves out what the page already has: a prerendered page’s stylesheets', () => {
    const html = withPrerenderedPage(INDEX, { ...parts, remote: { ...parts.remote, ...remote }, route: { layout: 'default' }, styleText: { 'https://cdn.example/mf-content/1.0.0-abc/552.a.css': '.a{}' } })!;
    const head = withSlicePrefetch(html, remote).split('</head>')[0];
    expect(head).not.toContain('rel="prefetch" href="https://cdn.example/mf-content/1.0.0-abc/552.a.css"');
    expect(head).toContain('rel="prefetch" href="https://cdn.example/mf-content/1.0.0-abc/app.b.js"');
  });
});

describe('the code a page fetches', () => {
  const page = [
    '<html><head><title>Home</title>',
    '<link rel="preload" as="script" href="/main.1.js" data-shell-entry><link rel="preload" as="script" href="/kernel.2.js">',
    '<link rel="preload" as="image" href="/photo.jpg" fetchpriority="high"><style data-href="/main.3.css">a{}</style>',
    '<link rel="preconnect" href="https://cdn.example"><link rel="prefetch" href="https://cdn.example/remoteEntry.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('');

  it('is fetched once the page is painted: its links wait in a template the start script adds, and nothing else moves', () => {
    const html = withCodeFetchedAfterPaint(page);
    const [head] = html.split(`<template id="${AFTER_PAINT_TEMPLATE}">`);
    expect(head).not.toMatch(/rel="(preload" as="script"|prefetch")/);
    expect(head).toContain('<link rel="preload" as="image" href="/photo.jpg" fetchpriority="high">');
    expect(head).toContain('<style data-href="/main.3.css">a{}</style><link rel="preconnect" href="https://cdn.example">');
    expect(html).toContain(
      `<template id="${AFTER_PAINT_TEMPLATE}"><link rel="preload" as="script" href="/main.1.js" data-shell-entry><link rel="preload" as="script" href="/kernel.2.js"><link rel="prefetch" href="https://cdn.example/remoteEntry.js"></template></head>`,
    );
  });

  it('leaves a page with no such link as it is', () => {
    const plain = '<html><head><title>Home</title></head><body></body></html>';
    expect(withCodeFetchedAfterPaint(plain)).toBe(plain);
  });
});

describe('a page head', () => {
  const HEAD_HTML = '<html><head><meta charset="utf-8"><meta name="description" content="Site words" /><title>Homeward</title></head><body></body></html>';

  it('writes the page’s title, description, canonical address, sharing tags and schema.org data, escaped', () => {
    const html = withPageHead(HEAD_HTML, {
      origin: 'https://homeward.example',
      head: {
        title: '1 Main St, Bellevue, WA 98004 – $850,000',
        description: 'A "home" & more',
        canonicalPath: '/WA/bellevue/1-main-st/home/2100716',
        image: 'https://homeward.example/p/1.svg',
        price: 850000,
        jsonLd: [{ '@type': 'RealEstateListing', name: '</script><script>alert(1)</script>' }],
      },
    });
    expect(html).toContain('<title>1 Main St, Bellevue, WA 98004 – $850,000 | Homeward</title>');
    expect(html).toContain('<meta name="description" content="A &quot;home&quot; &amp; more">');
    expect(html).not.toContain('Site words');
    expect(html).toContain('<link rel="canonical" href="https://homeward.example/WA/bellevue/1-main-st/home/2100716">');
    expect(html).toContain('<meta property="og:image" content="https://homeward.example/p/1.svg">');
    expect(html).toContain('<meta property="og:url" content="https://homeward.example/WA/bellevue/1-main-st/home/2100716">');
    expect(html).toContain('<meta property="product:price:amount" content="850000">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:data1" content="$850,000">');
    expect(html).not.toContain('<meta name="robots"');
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(script)).toEqual({ '@type': 'RealEstateListing', name: '</script><script>alert(1)</script>' });
    expect(script).not.toContain('</script>');
  });

  it('shares the site’s card for a page without a picture, and keeps search engines off a page that says so', () => {
    const html = withPageHead(HEAD_HTML, { origin: 'http://localhost:8080', head: { title: 'Page not found', status: 404 }, noindex: true });
    expect(html).toContain('<meta property="og:image" content="http://localhost:8080/share-card.png">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('the site config in a page', () => {
  const drawn = withPrerenderedPage(INDEX, { ...parts, page: `<p>Write to <a href="mailto:${SUPPORT_EMAIL_SLOT}">${SUPPORT_EMAIL_SLOT}</a></p>` })!;

  it('puts the configured support address where the drawn copy left its slot, and the config in the page', () => {
    const html = withSiteConfig(drawn, siteConfigFromEnv({ HOMEWARD_SUPPORT_EMAIL: 'help@homes.example.org' }));
    expect(html).toContain('<a href="mailto:help@homes.example.org">help@homes.example.org</a>');
    expect(html).not.toContain(SUPPORT_EMAIL_SLOT);
    const config = /<script type="application\/json" id="site-config">([^<]*)<\/script><\/body>/.exec(html);
    expect(JSON.parse(config![1]!)).toMatchObject({ supportEmail: 'help@homes.example.org' });
  });

  it("defaults to support@ the site's own host, and ignores an address that is not one", () => {
    expect(siteConfigFromEnv({ PUBLIC_WEB_URL: 'https://www.homeward.com' }).supportEmail).toBe('support@www.homeward.com');
    expect(siteConfigFromEnv({ PUBLIC_WEB_URL: 'https://homeward.com', HOMEWARD_SUPPORT_EMAIL: 'not an address' }).supportEmail).toBe('support@homeward.com');
    expect(withSiteConfig(drawn, siteConfigFromEnv({}))).toContain('mailto:support@localhost');
  });

  it('keeps the config from ending its script element', () => {
    const html = withSiteConfig(INDEX, { appStores: {}, social: { x: 'https://x.com/</script><script>alert(1)</script>' }, supportEmail: 'a@b.c' });
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
