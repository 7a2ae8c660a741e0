import { createHash } from 'node:crypto';
import { buildContentSecurityPolicy, EMBEDDABLE_PATHS, isDevApiPath, resourceSecurityHeaders, securityHeaders, servedOverTls } from './securityHeaders';
import { SHELL_START_SCRIPT } from './shellStart';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

const base = {
  sliceOrigins: ['http://localhost:8081/1.0.0-abc/remoteEntry.js', 'https://cdn.example.com/mf-listing/2.0.0/remoteEntry.js', 'not a url'],
  identityOrigins: ['http://localhost:8095/provider-1', 'https://login.example.com/tenant/v2.0'],
  paymentOrigins: ['http://localhost:8096'],
};

describe('the content security policy', () => {
  it('loads scripts only from the shell and the slice origins, and runs no inline script but the shell’s start, by its hash', () => {
    const policy = buildContentSecurityPolicy(base);
    const startHash = `'sha256-${createHash('sha256').update(SHELL_START_SCRIPT).digest('base64')}'`;
    expect(directive(policy, 'script-src')).toEqual(["'self'", startHash, 'http://localhost:8081', 'https://cdn.example.com']);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('keeps inline styles behind one named setting while style-loader injects them', () => {
    expect(directive(buildContentSecurityPolicy(base), 'style-src')).toContain("'unsafe-inline'");
    expect(directive(buildContentSecurityPolicy({ ...base, inlineStyles: false }), 'style-src')).not.toContain("'unsafe-inline'");
  });

  it('connects to the API, the identity and payment providers, and frames only the payment provider', () => {
    const policy = buildContentSecurityPolicy({ ...base, apiOrigins: ['https://api.example.com'] });
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.com', 'http://localhost:8095', 'https://login.example.com', 'http://localhost:8096']),
    );
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'http://localhost:8096']);
    // Profile pictures from identity providers only over https.
    expect(directive(policy, 'img-src')).toContain('https://login.example.com');
    expect(directive(policy, 'img-src')).not.toContain('http://localhost:8095');
  });

  it('adds the map and Stripe hosts only when they are configured', () => {
    const plain = buildContentSecurityPolicy(base);
    expect(plain).not.toMatch(/google|stripe/);
    // The offline map's worker module ships with the search slice.
    expect(directive(plain, 'worker-src')).toEqual(["'self'", 'blob:', 'http://localhost:8081', 'https://cdn.example.com']);
    const full = buildContentSecurityPolicy({ ...base, googleMaps: true, stripe: true });
    expect(directive(full, 'script-src')).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://js.stripe.com']));
    expect(directive(full, 'connect-src')).toEqual(expect.arrayContaining(['https://api.stripe.com']));
    expect(directive(full, 'frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']));
  });

  it('refuses framing except on the embeddable widgets', () => {
    const page = securityHeaders(base);
    expect(directive(page['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
    expect(page['x-frame-options']).toBe('DENY');
    const widget = securityHeaders({ ...base, embeddable: true });
    expect(directive(widget['content-security-policy'], 'frame-ancestors')).toEqual(['*']);
    expect(widget['x-frame-options']).toBeUndefined();
    expect(EMBEDDABLE_PATHS.test('/widget1/acme')).toBe(true);
    expect(EMBEDDABLE_PATHS.test('/widgets')).toBe(false);
    expect(EMBEDDABLE_PATHS.test('/login')).toBe(false);
  });

  it('sends nosniff, a referrer policy and a permissions policy always, HSTS only over TLS', () => {
    const plain = securityHeaders(base);
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['permissions-policy']).toMatch(/camera=\(\)/);
    expect(plain['strict-transport-security']).toBeUndefined();
    const secure = securityHeaders({ ...base, secure: true });
    expect(secure['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(secure['content-security-policy']).toMatch(/upgrade-insecure-requests/);
  });
});

describe('the protections of answers that are not pages', () => {
  it('let nothing load or frame them, and are a fraction of a page policy', () => {
    const resource = resourceSecurityHeaders({});
    expect(directive(resource['content-security-policy'], 'default-src')).toEqual(["'none'"]);
    expect(directive(resource['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
    expect(resource['x-content-type-options']).toBe('nosniff');
    expect(resource['x-frame-options']).toBe('DENY');
    expect(resource['strict-transport-security']).toBeUndefined();
    expect(resourceSecurityHeaders({ secure: true })['strict-transport-security']).toMatch(/max-age=\d{8}/);
    const size = (headers: Record<string, string>) => Object.entries(headers).join('').length;
    expect(size(resource)).toBeLessThan(size(securityHeaders(base)) / 3);
  });
});

describe('the development routes through the public origin', () => {
  it.each(['/api/v2/dev/sms?phone=1', '/API/V2/DEV/email', '/api/v2//dev/sms', '/api/v2/%64ev/sms', '/api/v2/%2564ev/sms', '/api/x/../v2/dev/sms', '/api/v2/dev', '/api/v2/./dev/sms', '/api/v2\\dev/sms'])(
    'recognises %s',
    (url) => expect(isDevApiPath(url)).toBe(true),
  );
  it.each(['/api/v2/Listings/Search', '/api/v2/developers', '/dev/sms', '/api/health', '/%zz'])('leaves %s alone', (url) => expect(isDevApiPath(url)).toBe(false));
});

describe('when answers carry HSTS', () => {
  it('over a TLS socket, or when the site’s public address is https (TLS ended in front of the server)', () => {
    expect(servedOverTls('http', {})).toBe(false);
    expect(servedOverTls('http', { PUBLIC_WEB_URL: 'http://localhost:8080' })).toBe(false);
    expect(servedOverTls('https', {})).toBe(true);
    expect(servedOverTls('http', { PUBLIC_WEB_URL: 'https://homes.example.org' })).toBe(true);
  });
});

describe('an S3-compatible file store', () => {
  it('may receive the browser’s uploads and show its images, and nothing more', () => {
    const policy = buildContentSecurityPolicy({ sliceOrigins: [], uploadOrigins: ['https://files.example.org/homeward-uploads', 'https://cdn.example.org'] });
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(['https://files.example.org', 'https://cdn.example.org']));
    expect(directive(policy, 'connect-src')).toEqual(expect.arrayContaining(['https://files.example.org']));
    expect(directive(policy, 'script-src')).not.toContain('https://files.example.org');
  });
});
