import { useEffect, useMemo } from 'react';
import { useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { OFFER_TYPES, type ListingDetail, type StoredRequest } from '@homeward/contracts';
import { formatCurrency, HOME_TYPES } from '@homeward/domain';
import { RequestForm } from '../../components/forms/RequestForm';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@homeward/ui/forms';
import { FormSection } from '../../components/forms/FormSection';
import styles from '../../components/forms/FormLayout.module.css';
import {
  OFFER_TYPE_LABELS,
  cashDownFor,
  isFinanced,
  offerBody,
  offerDefaults,
  percentFor,
  validateOffer,
  type OfferValues,
} from '../../shared/requests/offerValues';
import { currentLocationIfAllowed } from './userLocation';

/**
 * The cash-down fields appear only for financed offers, and a field that registers again starts
 * from its initial value; this puts the figure back in step with the offer as they appear.
 */
function SyncCashDown() {
  const form = useForm<OfferValues>();
  useEffect(() => {
    const { amount, cashDownPercentage } = form.getState().values;
    form.change('cashDown', cashDownFor(amount, cashDownPercentage));
  }, [form]);
  return null;
}

const offerTypeOptions = OFFER_TYPES.map((value) => ({ value, label: OFFER_TYPE_LABELS[value] }));
const houseTypeOptions = HOME_TYPES.map((t) => ({ value: t.code, label: t.label }));

/** The price, how it is paid, and for a financed offer the cash down (kept in step as % and $) and the letter. */
function OfferTerms({ listing, form, values }: { listing: ListingDetail; form: FormApi<OfferValues>; values: OfferValues }) {
  return (
    <FormSection id="offer-terms" title="Your offer">
      <TextField
        name="amount"
        label="Offer amount"
        money
        required
        autoComplete="off"
        hint={`Asking price: ${formatCurrency(listing.listingPrice)}`}
        onValueChange={(amount) => form.change('cashDown', cashDownFor(amount, values.cashDownPercentage))}
      />
      <RadioGroupField name="offerType" legend="How will you pay?" options={offerTypeOptions} />
      {isFinanced(values) && (
        <div className={styles.row}>
          <TextField
            name="cashDownPercentage"
            label="Cash down (%)"
            inputMode="decimal"
            hint="20% is typical and avoids mortgage insurance."
            onValueChange={(percent) => form.change('cashDown', cashDownFor(values.amount, percent))}
          />
          <TextField
            name="cashDown"
            label="Cash down ($)"
            money
            onValueChange={(cashDown) => form.change('cashDownPercentage', percentFor(values.amount, cashDown))}
          />
          <SyncCashDown />
        </div>
      )}
      {isFinanced(values) && (
        <TextField
          name="preApprovalLetterPath"
          label="Link to your pre-approval letter"
          hint="Optional. A lender's pre-approval makes a financed offer stronger."
          autoComplete="off"
        />
      )}
    </FormSection>
  );
}

/** The offer's days: its expiry, the closing, and each contingency (financing only for a financed offer). */
function OfferTimeline({ values }: { values: OfferValues }) {
  return (
    <FormSection id="offer-timeline" title="Timeline and contingencies">
      <p className={styles.sectionHint}>In days. Leave a field empty if it does not apply.</p>
      <div className={styles.grid}>
        <TextField name="offerExpirationDays" label="Offer expires after" inputMode="numeric" hint="Days the seller has to answer" />
        <TextField name="timeToCloseDays" label="Time to close" inputMode="numeric" hint="Days from acceptance to closing" />
        {isFinanced(values) && <TextField name="financialContingencyDays" label="Financing contingency" inputMode="numeric" hint="Days to secure your loan" />}
        <TextField name="inspectionContingencyDays" label="Inspection contingency" inputMode="numeric" hint="Days to inspect the home" />
        <TextField name="saleContingencyDays" label="Sale contingency" inputMode="numeric" hint="Days to sell your current home" />
      </div>
    </FormSection>
  );
}

/** The home the offer is for, as the buyer describes it. */
function OfferHome() {
  return (
    <FormSection id="offer-home" title="The home">
      <SelectField name="houseType" label="House type" options={houseTypeOptions} placeholder="Choose a type" />
      <TextAreaField name="homeDescription" label="Home description" hint="What you love about the home, or anything the seller should know about your offer." maxLength={2000} />
      <TextField name="address" label="Street address" autoComplete="off" />
      <div className={styles.grid}>
        <TextField name="city" label="City" autoComplete="off" />
        <TextField name="state" label="State" maxLength={2} autoComplete="off" />
        <TextField name="zipCode" label="Zip code" inputMode="numeric" maxLength={5} autoComplete="off" />
      </div>
    </FormSection>
  );
}

export function OfferForm({ listing, onSent }: { listing: ListingDetail; onSent: (stored: StoredRequest) => void }) {
  const defaults = useMemo(() => offerDefaults(listing), [listing]);
  return (
    <RequestForm<OfferValues>
      draftKey={`offer:${listing.mls}`}
      defaults={defaults}
      validate={validateOffer}
      toBody={async (values) => offerBody(listing.mls, values, await currentLocationIfAllowed())}
      onSent={onSent}
      what="offer"
      submitLabel="Send my offer"
      signInReason="Sign in to send your offer."
    >
      {({ form, values }) => (
        <>
          <OfferTerms listing={listing} form={form} values={values} />
          <OfferTimeline values={values} />
          <OfferHome />
          <FormSection id="offer-notes" title="Notes for your agent">
            <TextAreaField name="notes" label="Notes" hint="Optional." maxLength={2000} />
          </FormSection>
        </>
      )}
    </RequestForm>
  );
}
