export { signWebhook, startLocalPayments, type RunningPayments, type SignedEvent } from './localPayments';
export { TEST_CARDS, cardBrand } from './cards';
export {
  DEFAULT_PAYMENTS_PORT,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_WEBHOOK_SECRET,
  PAYMENTS_WEBHOOK_PATH,
  localPaymentsEnv,
  localPaymentsOptionsFromEnv,
  type LocalPaymentsOptions,
} from './config';
