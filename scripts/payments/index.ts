export { startLocalPayments, type RunningPayments } from './localPayments';
export { TEST_CARDS, cardBrand } from './cards';
export {
  DEFAULT_PAYMENTS_PORT,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  localPaymentsEnv,
  localPaymentsOptionsFromEnv,
  type LocalPaymentsOptions,
} from './config';
