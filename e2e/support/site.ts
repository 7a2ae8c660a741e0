// The site under test: the production builds, published and served exactly as `npm start` does.
// Every browser test signs in from 127.0.0.1, so the per-address code limit is raised for the run;
// the per-phone limits and lockouts stay as specified and are tested.
// Email goes over SMTP to a local mail server the tests read (support/mailSink.ts), so what a user
// receives is checked as it arrives; texts stay in the development outbox.
import { startMailSink } from './mailSink';

process.env.LIMIT_CODE_REQUESTS_PER_IP ??= '100000';
process.env.LOG_LEVEL ??= 'warn';
// A deployment's own support address, which every page, message and drawn copy must show.
process.env.HOMEWARD_SUPPORT_EMAIL ??= 'help@homeward.test';
// The local feed's market stands still: tests make the changes they check through its control.
process.env.LOCAL_FEED_PACE ??= '0';
// Replicated every 2 s, so a home a test lists at the feed reaches the site within a few seconds.
process.env.FEED_INTERVAL_SECONDS ??= '2';
// The tests check what a drawn page holds, not how soon it is drawn (the bench measures that): on
// two busy cores a signed-in page can take longer than production's 1.5 s budget to draw.
process.env.PAGE_DRAW_TIMEOUT_MS ??= '15000';
void startMailSink().then(({ smtpUrl }) => {
  process.env.SMTP_URL ??= smtpUrl;
  process.env.EMAIL_FROM ??= 'Homeward <no-reply@localhost>';
  return import('../../scripts/start');
});
