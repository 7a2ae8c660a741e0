// The floor under a page's figures: the same page as the server draws it, with every script taken
// out, measured beside the page in the same run. What the page costs with no script at all is what
// this machine and browser charge for its HTML, its styles and its photos; the page's own figure
// less this one is what its scripts add.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Script elements, and links that fetch a script ahead (preload, modulepreload, prefetch of a .js file). */
const SCRIPT_ELEMENT = /<script\b[\s\S]*?<\/script>/gi;
const SCRIPT_LINK = /<link\b[^>]*(?:\.js["'?]|rel=["']?modulepreload)[^>]*>/gi;

/** A drawn page's HTML with no script left to run or fetch. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_LINK, '');
}

/**
 * Serves `siteUrl` on a free local port, each HTML page without its scripts and everything else
 * (photos, styles, the API) as the site answers it.
 */
export async function serveScriptless(siteUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const site = new URL(siteUrl);
  const server = http.createServer((request, response) => {
    const page = /text\/html/.test(request.headers.accept ?? '');
    const headers = { ...request.headers, host: site.host };
    // A page is read whole to take its scripts out: asked for uncompressed.
    if (page) delete headers['accept-encoding'];
    const upstream = http.request({ host: site.hostname, port: site.port, path: request.url, method: request.method, headers }, (answer) => {
      if (!page || !/text\/html/.test(answer.headers['content-type'] ?? '')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      let html = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (html += chunk));
      answer.on('end', () => {
        const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, rest);
        response.end(withoutScripts(html));
      });
    });
    upstream.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
