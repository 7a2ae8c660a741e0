import { useMemo } from 'react';
import type { ListingDetail, StoredRequest } from '@homeward/contracts';
import { HOME_TYPES } from '@homeward/domain';
import { Tabs } from '@homeward/ui';
import { RequestForm } from '../../components/forms/RequestForm';
import { CheckboxField, RadioGroupField, SelectField, TextField } from '@homeward/ui/forms';
import { FormSection } from '../../components/forms/FormSection';
import styles from '../../components/forms/FormLayout.module.css';
import { cashDownFor, percentFor } from '../../shared/requests/offerValues';
import {
  LENDING_TABS,
  MONTHS_TO_FUND_OPTIONS,
  USAGE_OPTIONS,
  mortgageBody,
  mortgageDefaults,
  validateMortgage,
  type MortgageValues,
} from '../../shared/requests/mortgageValues';

const propertyTypeOptions = HOME_TYPES.map((t) => ({ value: t.code, label: t.label }));

export function MortgageForm({
  listing,
  lenderId,
  onSent,
}: {
  listing: ListingDetail | undefined;
  lenderId: string | null;
  onSent: (stored: StoredRequest) => void;
}) {
  const defaults = useMemo(() => mortgageDefaults(listing, lenderId), [listing, lenderId]);
  return (
    <RequestForm<MortgageValues>
      draftKey={`mortgage:${listing?.mls ?? 'any'}`}
      defaults={defaults}
      validate={validateMortgage}
      toBody={(values) => mortgageBody(values, listing?.mls)}
      onSent={onSent}
      what="mortgage request"
      submitLabel="Send my mortgage request"
      signInReason="Sign in to request your mortgage."
    >
      {({ form, values }) => {
        const tab = LENDING_TABS.find((t) => t.value === values.lendingType) ?? LENDING_TABS[0];
        return (
          <Tabs
            label="What the loan is for"
            items={LENDING_TABS.map((t) => ({ id: t.value, label: t.label }))}
            selected={values.lendingType}
            onSelect={(id) => {
              form.batch(() => {
                form.change('lendingType', id as MortgageValues['lendingType']);
                form.change('tabNumber', LENDING_TABS.findIndex((t) => t.value === id));
              });
            }}
          >
            <FormSection id="mortgage-home" title="The home">
              <TextField
                name="price"
                label={tab.priceLabel}
                money
                required
                autoComplete="off"
                onValueChange={(price) => form.change('cashDown', cashDownFor(price, values.loanBalance))}
              />
              <div className={styles.row}>
                <TextField
                  name="loanBalance"
                  label={values.lendingType === 'purchase' ? 'Down payment (%)' : 'Equity you keep (%)'}
                  inputMode="decimal"
                  hint="20% is typical."
                  onValueChange={(percent) => form.change('cashDown', cashDownFor(values.price, percent))}
                />
                <TextField
                  name="cashDown"
                  label={values.lendingType === 'purchase' ? 'Down payment ($)' : 'Equity you keep ($)'}
                  money
                  onValueChange={(cashDown) => form.change('loanBalance', percentFor(values.price, cashDown))}
                />
              </div>
              <SelectField name="propertyType" label="Property type" options={propertyTypeOptions} placeholder="Choose a type" />
              <RadioGroupField name="propertyTypeUsage" legend="How will you use it?" options={USAGE_OPTIONS} />
              <TextField name="propertyAddress" label="Property address" hint="Optional if you are still looking." autoComplete="street-address" />
            </FormSection>
            <FormSection id="mortgage-you" title="About you">
              <CheckboxField name="firstHomeOwner" label="This is my first home" />
              <SelectField name="monthsToFund" label="When do you need the loan?" options={MONTHS_TO_FUND_OPTIONS} placeholder="Not sure yet" />
              <TextField name="lenderId" label="Lender code" hint="Optional: the code a Homeward lender gave you." autoComplete="off" />
            </FormSection>
          </Tabs>
        );
      }}
    </RequestForm>
  );
}
