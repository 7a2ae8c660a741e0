import type { ReactNode } from 'react';
import { agentAgreement } from '../content/legal/agentAgreement';
import { brokerAgreement } from '../content/legal/brokerAgreement';
import { commissionTerms } from '../content/legal/commissionTerms';
import { electronicConsent } from '../content/legal/electronicConsent';
import { privacyPolicy } from '../content/legal/privacyPolicy';
import { termsOfUse } from '../content/legal/termsOfUse';
import { about, contact, mission, privacyChoices } from '../content/pages/company';
import { mortgage } from '../content/pages/mortgage';
import * as services from '../content/pages/services';
import type { LandingDocument } from '../content/types';
import { AppStoreLinks } from '../components/AppStoreLinks';
import { DocumentView } from '../features/content/DocumentView';
import { LenderRateSheets } from '../features/rates/LenderRateSheets';
import { RateCards } from '../features/rates/RateCards';
import { SupportPhone } from '../features/content/SupportPhone';
import { SellRequestForm } from '../features/sell/SellRequestForm';

/** Every page that is written copy plus calls to action, in one lazily loaded chunk. */
export const documents = {
  about,
  mission,
  contact,
  privacy: privacyChoices,
  privacyPolicy,
  termsOfUse,
  electronicConsent,
  commissionTerms,
  agentAgreement,
  brokerAgreement,
  downloadApp: services.downloadApp,
  sell: services.sell,
  sellDetails: services.sellDetails,
  buyAndSell: services.buyAndSell,
  homeInfo: services.homeInfo,
  homeIndex: services.homeIndex,
  getLoan: services.getLoan,
  mortgage,
  loans: services.loans,
  insure: services.insure,
  insures: services.insures,
  demo: services.demo,
  partner: services.partner,
  lender: services.lender,
  inspections: services.inspections,
  learnMore: services.learnMore,
} satisfies Record<string, LandingDocument>;

export type DocumentName = keyof typeof documents;

const asides: Partial<Record<DocumentName, ReactNode>> = {
  downloadApp: <AppStoreLinks />,
  getLoan: (
    <>
      <LenderRateSheets />
      <RateCards />
    </>
  ),
  mortgage: <RateCards />,
  contact: <SupportPhone />,
};

/** Forms drawn after a page's sections. */
const forms: Partial<Record<DocumentName, ReactNode>> = {
  sellDetails: <SellRequestForm />,
};

export default function DocumentPage({ name }: { name: DocumentName }) {
  return (
    <DocumentView doc={documents[name]} aside={asides[name]}>
      {forms[name]}
    </DocumentView>
  );
}
