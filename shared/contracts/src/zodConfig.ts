import { z } from 'zod';

// The site's Content-Security-Policy forbids evaluating strings as code. Zod otherwise probes
// `Function('')` on first use to decide whether to compile parsers, which the browser reports as a
// CSP violation; its interpreted parsers are used instead (the same results).
z.config({ jitless: true });
