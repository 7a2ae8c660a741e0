import { config, locales } from 'zod/mini';

// The site's Content-Security-Policy forbids evaluating strings as code. Zod otherwise probes
// `Function('')` on first use to decide whether to compile parsers, which the browser reports as a
// CSP violation; its interpreted parsers are used instead (the same results).
// zod/mini loads no messages of its own: the English ones are the messages the API explains
// (api/src/http/validate.ts) and that a form shows where a contract names none.
config({ jitless: true, ...locales.en() });
