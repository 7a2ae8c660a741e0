// The local provider's sign-in page: pick a test person or type one. Everything shown that came
// from a request is escaped.

export interface TestPerson {
  email: string;
  firstName: string;
  lastName: string;
}

export const TEST_PEOPLE: readonly TestPerson[] = [
  { email: 'alex.morgan@example.com', firstName: 'Alex', lastName: 'Morgan' },
  { email: 'priya.patel@example.com', firstName: 'Priya', lastName: 'Patel' },
];

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#f5f7f6;color:#1c2321;line-height:1.5}
  main{max-width:460px;margin:0 auto;padding:32px 16px}
  .card{background:#fff;border:1px solid #c9d2cf;border-radius:16px;padding:24px}
  h1{font-size:1.5rem;margin:0 0 4px} p{margin:0 0 16px;color:#4b5754}
  .note{font-size:.875rem;background:#fff4e0;color:#6b4100;border-radius:8px;padding:8px 12px}
  button{width:100%;min-height:44px;border-radius:6px;border:2px solid #0b5d4b;font:inherit;font-weight:600;cursor:pointer;margin:0 0 8px}
  .person{background:#fff;color:#08473a;text-align:left;padding:8px 12px} .person small{display:block;font-weight:400;color:#4b5754}
  .primary{background:#0b5d4b;color:#fff} .ghost{background:none;border-color:transparent;color:#08473a;text-decoration:underline}
  label{display:block;font-weight:600;margin:12px 0 4px} input{width:100%;min-height:44px;padding:0 12px;border:2px solid #c9d2cf;border-radius:6px;font:inherit;font-size:16px}
  :focus-visible{outline:3px solid #1a73e8;outline-offset:2px} .error{color:#b3261e;font-weight:600}
  h2{font-size:1rem;margin:24px 0 0}
`;

export function signInPage(options: { providerLabel: string; action: string; abortAction: string; clientName: string; error?: string; values?: Partial<TestPerson> }): string {
  const people = TEST_PEOPLE.map(
    (p) => `<form method="post" action="${escapeHtml(options.action)}">
      <input type="hidden" name="email" value="${escapeHtml(p.email)}"><input type="hidden" name="firstName" value="${escapeHtml(p.firstName)}"><input type="hidden" name="lastName" value="${escapeHtml(p.lastName)}">
      <button class="person" type="submit">Continue as ${escapeHtml(`${p.firstName} ${p.lastName}`)}<small>${escapeHtml(p.email)}</small></button></form>`,
  ).join('');
  const v = options.values ?? {};
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(options.providerLabel)} (local)</title><style>${STYLE}</style></head><body><main><div class="card">
<h1>Sign in with ${escapeHtml(options.providerLabel)}</h1>
<p>to continue to ${escapeHtml(options.clientName)}</p>
<p class="note">Local development sign-in: no password, nothing leaves this machine.</p>
${people}
<h2>Someone else</h2>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(v.email ?? '')}">
  <label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" value="${escapeHtml(v.firstName ?? '')}">
  <label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" value="${escapeHtml(v.lastName ?? '')}">
  <button class="primary" type="submit" style="margin-top:16px">Sign in</button>
</form>
<form method="post" action="${escapeHtml(options.abortAction)}"><button class="ghost" type="submit">Cancel and go back</button></form>
</div></main></body></html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in problem</title><style>${STYLE}</style></head>
<body><main><div class="card"><h1>Sign-in problem</h1><p class="error" role="alert">${escapeHtml(message)}</p></div></main></body></html>`;
}
