/**
 * The contracts of the pages behind sign-in that no public page uses: account settings, agent
 * sign-up, partner applications and dashboards, the admin site and the development outbox.
 * `@homeward/contracts/signed-in`, shared on its own: a page loads this part only when a slice
 * that needs it does, so the public pages carry none of it. It takes
 * zod and the common schemas from `@homeward/contracts`, the copy every page already has.
 */
export * from './api/accountSettings';
export * from './api/agent';
export * from './api/partnerApplications';
export * from './api/admin';
export * from './api/adminTools';
export * from './api/feed';
export * from './api/dev';
export * from './api/messages';
export * from './api/signedInCalls';
