import { forwardRef, lazy, Suspense } from 'react';
import type { AgentPaymentSettings } from '@homeward/contracts/signed-in';
import { LoadingBlock } from '@homeward/ui';
import { LocalCardFields } from './LocalCardFields';
import type { CardFieldsHandle } from './types';

// Stripe.js is fetched only when the site is configured with Stripe.
const StripeCardFields = lazy(() => import('./StripeCardFields').then((m) => ({ default: m.StripeCardFields })));

/** The configured provider's card component. */
export const CardFields = forwardRef<CardFieldsHandle, { settings: AgentPaymentSettings }>(function CardFields({ settings }, ref) {
  if (settings.provider === 'stripe') {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <StripeCardFields ref={ref} settings={settings} />
      </Suspense>
    );
  }
  return <LocalCardFields ref={ref} settings={settings} />;
});
