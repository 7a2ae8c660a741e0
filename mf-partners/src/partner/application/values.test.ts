import { partnerApplicationBodySchema } from '@homeward/contracts/signed-in';
import { applicationDraft, EMPTY_DRAFT, firstIncompleteStep, readDraft, toBody, validateStep, type ApplicationDraft } from './values';

const complete: ApplicationDraft = {
  applicant: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '4255550199' },
  business: { company: 'Cascade Inspections', licenseNumber: 'HI-2041', address: '100 Pine St', city: 'Seattle', state: 'WA', zip: '98101', yearEstablished: '2012' },
  additional: { serviceStates: ['WA'], serviceZips: '98101, 98004', services: ['General'], website: '', description: 'Licensed home inspections across King County.', termsAccepted: true },
};

describe('partner application draft (spec 4.4, spec 5)', () => {
  it('refuses an empty step with a message on every required field', () => {
    expect(Object.keys(validateStep('inspector', 1, EMPTY_DRAFT).applicant).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
    expect(Object.keys(validateStep('inspector', 2, EMPTY_DRAFT).business).sort()).toEqual(['address', 'city', 'company', 'licenseNumber', 'state', 'yearEstablished', 'zip']);
    expect(Object.keys(validateStep('inspector', 3, EMPTY_DRAFT).additional).sort()).toEqual(['description', 'serviceStates', 'services', 'termsAccepted']);
  });

  it('applies the one name rule: 2 to 20 characters, no digits', () => {
    const at = (firstName: string) => validateStep('inspector', 1, { ...complete, applicant: { ...complete.applicant, firstName } }).applicant?.firstName;
    expect(at('R2D2')).toBe('A name cannot contain digits.');
    expect(at('G')).toMatch(/at least 2 characters/);
    expect(at('A'.repeat(21))).toBe('Use at most 20 characters.');
    expect(at('Mary Ann')).toBeUndefined();
  });

  it('asks lenders for an NMLS ID and lets builders skip the licence', () => {
    const business = { ...complete.business, licenseNumber: 'ABC' };
    expect(validateStep('lender', 2, { ...complete, business }).business?.licenseNumber).toBe('Enter your NMLS ID (up to 12 digits).');
    expect(validateStep('builder', 2, { ...complete, business: { ...business, licenseNumber: '' } })).toEqual({});
  });

  it('rejects zips that are not 5 digits', () => {
    const additional = { ...complete.additional, serviceZips: '98101, 981' };
    expect(validateStep('inspector', 3, { ...complete, additional }).additional?.serviceZips).toBe('List 5-digit zip codes separated by commas.');
  });

  it('finds the first step still to fill in, and builds a body the API accepts', () => {
    expect(firstIncompleteStep('inspector', EMPTY_DRAFT)).toBe(1);
    expect(firstIncompleteStep('inspector', { ...complete, additional: EMPTY_DRAFT.additional })).toBe(3);
    expect(firstIncompleteStep('inspector', complete)).toBeNull();
    const body = partnerApplicationBodySchema.parse(toBody('inspector', complete));
    expect(body.business.yearEstablished).toBe(2012);
    expect(body.additional.serviceZips).toEqual(['98101', '98004']);
    expect(body.additional.website).toBeNull();
  });

  it('keeps the draft in session storage until it is cleared', () => {
    applicationDraft('builder').write(complete);
    expect(readDraft('builder')).toEqual(complete);
    expect(readDraft('lender')).toEqual(EMPTY_DRAFT);
    applicationDraft('builder').clear();
    expect(readDraft('builder')).toEqual(EMPTY_DRAFT);
    sessionStorage.setItem('homeward.partnerApplication.lender', '{not json');
    expect(readDraft('lender')).toEqual(EMPTY_DRAFT);
  });

  it('completes a draft kept by an older build with empty values', () => {
    sessionStorage.setItem('homeward.partnerApplication.inspector', JSON.stringify({ applicant: { firstName: 'Grace' } }));
    expect(readDraft('inspector')).toEqual({ ...EMPTY_DRAFT, applicant: { ...EMPTY_DRAFT.applicant, firstName: 'Grace' } });
  });
});
