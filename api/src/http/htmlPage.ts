import type { FastifyReply } from 'fastify';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A small page of the API's own, for links opened from a mail program while signed out (unsubscribe):
 * fixed words and escaped values, no script, nothing framed.
 */
export function htmlPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – Homeward</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:0 auto;padding:24px 16px;color:#1a1a1a;line-height:1.5"><main><h1 style="font-size:24px">${escapeHtml(title)}</h1>${body}</main></body></html>`);
}
