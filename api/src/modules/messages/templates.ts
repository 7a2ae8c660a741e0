/**
 * One message in its three forms: an email's plain text, the same as an accessible HTML document,
 * and a short text message. Everything that comes from a person (names, addresses) is escaped in
 * the HTML; nothing user-supplied is ever inserted as markup.
 */
export interface MessageContent {
  subject: string;
  /** "Hello Ada," — or null for no greeting. */
  greeting: string | null;
  paragraphs: readonly string[];
  /** The one thing to do next, shown as a link (and its address, in the text forms). */
  action: { label: string; url: string } | null;
  /** Further links under the action ("See your saved search"). */
  links?: ReadonlyArray<{ label: string; url: string }>;
  /** The text message; kept short (one or two SMS segments). */
  sms: string;
}

/** An email's unsubscribe link; `label` names what it stops when that is less than the whole kind ("alerts for this search"). */
export interface EmailUnsubscribe {
  url: string;
  label: string | null;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SIGN_OFF = 'The Homeward team';

export function renderEmail(content: MessageContent, unsubscribe: EmailUnsubscribe | null): RenderedEmail {
  const unsubscribeUrl = unsubscribe?.url ?? null;
  const stops = unsubscribe?.label ?? 'this kind of email';
  const footer = unsubscribeUrl
    ? `You receive these because of your Homeward account. To stop ${stops}: ${unsubscribeUrl}`
    : 'You receive this because of something you did on Homeward.';
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.links ?? []).map((link) => `${link.label}: ${link.url}`),
    SIGN_OFF,
    '--',
    footer,
  ].join('\n\n');

  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif">
<main style="max-width:560px;margin:0 auto;padding:24px 16px">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(content.subject)}</h1>
${content.greeting ? p(content.greeting) : ''}
${content.paragraphs.map(p).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:underline;font-size:16px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.5">If the button does not work, copy this address into your browser: ${escapeHtml(content.action.url)}</p>`
    : ''
}
${(content.links ?? []).map((link) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5"><a href="${escapeHtml(link.url)}" style="color:#0b5cad">${escapeHtml(link.label)}</a></p>`).join('\n')}
${p(SIGN_OFF)}
</main>
<footer style="max-width:560px;margin:0 auto;padding:0 16px 24px;font-size:14px;line-height:1.5;color:#444444">
${
  unsubscribeUrl
    ? `<p style="margin:0">You receive these because of your Homeward account. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#0b5cad">Unsubscribe from ${escapeHtml(stops)}</a>.</p>`
    : '<p style="margin:0">You receive this because of something you did on Homeward.</p>'
}
</footer>
</body>
</html>
`;
  return { subject: content.subject, text, html };
}

export function renderSms(content: MessageContent): string {
  return `Homeward: ${content.sms}`;
}
