// The site under test: the production builds, published and served exactly as `npm start` does.
// Every browser test signs in from 127.0.0.1, so the per-address code limit is raised for the run;
// the per-phone limits and lockouts stay as specified and are tested.
process.env.LIMIT_CODE_REQUESTS_PER_IP ??= '100000';
process.env.LOG_LEVEL ??= 'warn';
void import('../../scripts/start');
