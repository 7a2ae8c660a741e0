import { paths } from '@homeward/contracts';
// Built for Node. At build time it draws the routes routes.ts marks `prerender` (see
// scripts/build.ts); the slice's origin runs it per request for those marked `serverRender`
// (a blog post, a job): the page is the same, and an address with nothing at it answers 404.
import { matchPath } from 'react-router';
import { renderToHtml, renderForRequest } from '@homeward/platform/prerender';
import type { PageHead, RenderedPage, RenderRequest } from '@homeward/contracts';
import { ContentApp } from './ContentApp';
import { preloadPageFor } from './pageRegistry';
import { findPost } from './content/posts';
import { routes } from './routes';

export async function renderPage(pathname: string): Promise<string> {
  await preloadPageFor(pathname);
  return renderToHtml(<ContentApp />, pathname);
}

/** A blog post's head: its title and summary, as an article. */
function postHead(pathname: string): PageHead | undefined {
  const post = findPost(matchPath(paths.content.blogPost.path, pathname)?.params.id);
  return post && { title: post.title, description: post.summary, type: 'article', canonicalPath: pathname };
}

export function renderRequest(pathname: string, { apiOrigin, origin }: RenderRequest): Promise<RenderedPage> {
  return renderForRequest(<ContentApp />, pathname, {
    routes,
    apiOrigin,
    origin,
    load: () => preloadPageFor(pathname),
    head: () => postHead(pathname),
  });
}
