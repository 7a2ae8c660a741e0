import { SUPPORT_EMAIL_SLOT } from '@homeward/contracts';
import { SUPPORT_HOURS } from '@homeward/domain';

/** How people reach Homeward; the footer shows the same line. */
export const company = {
  name: 'Homeward',
  legalName: 'Homeward Realty, Inc.',
  /** The deployment's support address (site config) goes here when a text is drawn (RichText). */
  supportEmail: SUPPORT_EMAIL_SLOT,
  supportHours: SUPPORT_HOURS,
  pressEmail: 'press@homeward.example',
  careersEmail: 'careers@homeward.example',
  partnersEmail: 'partners@homeward.example',
  privacyEmail: 'privacy@homeward.example',
  offices: [
    { city: 'Seattle', state: 'WA', address: '1201 Second Avenue, Suite 900, Seattle, WA 98101' },
    { city: 'Boston', state: 'MA', address: '100 Summer Street, 16th Floor, Boston, MA 02110' },
  ],
  brokerageLicences: [
    'Washington real estate firm licence, Department of Licensing',
    'Massachusetts real estate broker licence, Board of Registration of Real Estate Brokers and Salespersons',
  ],
} as const;
