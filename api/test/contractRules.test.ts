import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RULE_MESSAGES, WRONG_NUMBER_MESSAGE } from '@homeward/contracts';
import { FIRM_FORM_MESSAGES } from '@homeward/contracts/signed-in';
import { backends, call, expectOk, lastCode, newIp, newPhone, rowCount, useSignedIn, useTestApp, verify } from './helpers';

/**
 * Spec 5 at the API: each input a form refuses is refused by its route with the form's words, and
 * nothing is stored, sent or charged. The forms validate with the same contract schemas.
 */

const PATCH = { 'content-type': 'application/json-patch+json' };

/** A calendar date `years` years and `days` days before today (the rules count from the real day). */
function before_(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const FIRM = {
  firm: 'Puget Homes LLC',
  firmAddress: '1201 Pike St',
  firmCity: 'Seattle',
  firmState: 'WA',
  firmZip: '98101',
  licenseCity: 'Seattle',
  licenseNumber: 'WA-123456',
  inBusinessSince: '2015-01-01',
  brokerAgreementAccepted: true,
};
const SIGNUP = { ...FIRM, dateOfBirth: '1985-06-15', imageUrl: null };
const NEW_AGENT = { firstName: 'Ada', lastName: 'Agent', email: 'ada.agent@example.com' };

/** Tables a refused input must leave alone. */
const WATCHED = ['users', 'agent_applications', 'payments', 'requests', 'partner_applications', 'phone_challenges', 'sms_outbox'];

for (const backend of backends()) {
  describe(`spec 5 rules at the API [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });
    const me = useSignedIn(t);

    const counts = async () => Object.fromEntries(await Promise.all(WATCHED.map(async (table) => [table, await rowCount(t.db, table)] as const)));

    /** Sends each refused input, checks its status and message, and that no watched table moved. */
    async function refuses(cases: Array<[string, () => Promise<Awaited<ReturnType<typeof call>>>, string]>) {
      const start = await counts();
      for (const [what, send, message] of cases) {
        const result = await send();
        assert.ok(result.status >= 400 && result.status < 500, `${what}: expected a 4xx, got ${result.status}`);
        assert.equal(result.body.errorMessage, message, what);
      }
      assert.deepEqual(await counts(), start, 'nothing stored, sent or charged');
    }

    async function verifiedAgentToken(): Promise<string> {
      const phone = newPhone();
      const sent = expectOk(await call<{ challengeIdentifier: string }>(t.app, 'POST', '/api/v2/Account/SendCodeForPhoneAuth', { query: { phone, country: 'US' }, ip: newIp() }));
      const code = await lastCode(t.app, phone);
      const checked = expectOk(await call<{ token: string }>(t.app, 'POST', '/api/v2/agent/VerifyCodeWithAgentStatus', { body: { phone, challengeIdentifier: sent.challengeIdentifier, accessToken: code } }));
      return checked.token;
    }

    it('Agent/Signup refuses what the application form refuses, before any account, application or payment', async () => {
      const token = await verifiedAgentToken();
      const signup = (fields: Record<string, unknown>, user: Record<string, unknown> = NEW_AGENT) => () =>
        call(t.app, 'POST', '/api/v2/agent/Agent/Signup', { body: JSON.stringify({ ...SIGNUP, ...fields, accountRequest: { accessToken: token, user } }), headers: PATCH });
      const { firmAddress: _address, firmCity: _city, ...noFirmAddress } = SIGNUP;
      await refuses([
        ['a first name with a digit', signup({}, { ...NEW_AGENT, firstName: 'X1' }), RULE_MESSAGES.nameDigits],
        ['a one-letter last name', signup({}, { ...NEW_AGENT, lastName: 'Y' }), RULE_MESSAGES.nameTooShort],
        ['a first name over 20 characters', signup({}, { ...NEW_AGENT, firstName: 'A'.repeat(21) }), RULE_MESSAGES.nameTooLong],
        ['an email whose domain ends in one letter', signup({}, { ...NEW_AGENT, email: 'a@b.c' }), RULE_MESSAGES.email],
        ['no firm address or city', () => call(t.app, 'POST', '/api/v2/agent/Agent/Signup', { body: JSON.stringify({ ...noFirmAddress, accountRequest: { accessToken: token, user: NEW_AGENT } }), headers: PATCH }), FIRM_FORM_MESSAGES.firmAddress],
        ['an empty firm city', signup({ firmCity: '  ' }), FIRM_FORM_MESSAGES.firmCity],
        ['a firm in Texas', signup({ firmState: 'TX' }), FIRM_FORM_MESSAGES.firmState],
        ['a 3-digit firm zip', signup({ firmZip: '981' }), RULE_MESSAGES.zip],
        ['an applicant a day short of 21', signup({ dateOfBirth: before_(21, -1) }), RULE_MESSAGES.birthDate],
        ['a birth date on 1920-10-10', signup({ dateOfBirth: '1920-10-10' }), RULE_MESSAGES.birthDate],
        ['a firm in business for a year', signup({ inBusinessSince: before_(1) }), RULE_MESSAGES.firmStartDate],
        ['the broker agreement not accepted', signup({ brokerAgreementAccepted: false }), RULE_MESSAGES.brokerAgreement],
      ]);
      // The verification token was not spent: the same sign-up, corrected, goes through (and a lower-case state is the same state).
      expectOk(await signup({ firmState: 'wa', dateOfBirth: before_(21, 1), inBusinessSince: before_(2, 1) })());
    });

    it('sign-up by phone and Personal info take one name and email rule', async () => {
      const phone = newPhone();
      const sent = expectOk(await call<{ challengeIdentifier: string }>(t.app, 'POST', '/api/v2/Account/SendCodeForPhoneAuth', { query: { phone, country: 'US' }, ip: newIp() }));
      const verified = expectOk(await verify(t.app, sent.challengeIdentifier, await lastCode(t.app, phone)));
      const login = (user: Record<string, unknown>) => () => call(t.app, 'POST', '/api/v2/Account/LoginWithPhone', { body: { accessToken: verified.id, user } });
      const details = (body: Record<string, unknown>) => () => call(t.app, 'PUT', '/api/v2/Account/Details', { token: me.accessToken, body });
      await refuses([
        ['sign-up: a first name with digits', login({ firstName: 'R2D2', lastName: 'Droid', email: 'r2@example.com' }), RULE_MESSAGES.nameDigits],
        ['sign-up: no first name', login({ lastName: 'Droid', email: 'r2@example.com' }), 'Enter your first name.'],
        ['sign-up: a one-letter email domain', login({ firstName: 'Ada', lastName: 'Byron', email: 'a@b.c' }), RULE_MESSAGES.email],
        ['sign-up: a number that is not one', login({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', phone: '+8529123456' }), WRONG_NUMBER_MESSAGE],
        ['Personal info: a first name with digits', details({ firstName: 'X1' }), RULE_MESSAGES.nameDigits],
        ['Personal info: a one-letter last name', details({ lastName: 'Y' }), RULE_MESSAGES.nameTooShort],
        ['Personal info: a one-letter email domain', details({ email: 'a@b.c' }), RULE_MESSAGES.email],
      ]);
      const stored = await t.db.query<{ first_name: string; email: string }>('SELECT first_name, email FROM users WHERE id = $1', [me.id]);
      assert.equal(stored.rows[0].first_name, 'Ada', 'Personal info unchanged');
    });

    it('Account/FirmInfo takes the firm rules of the sign-up', async () => {
      const firm = (fields: Record<string, unknown>) => () => call(t.app, 'PUT', '/api/v2/Account/FirmInfo', { token: me.accessToken, body: { ...FIRM, ...fields } });
      await refuses([
        ['a firm in Texas', firm({ firmState: 'TX' }), FIRM_FORM_MESSAGES.firmState],
        ['no firm address', firm({ firmAddress: '' }), FIRM_FORM_MESSAGES.firmAddress],
        ['a firm in business for a year', firm({ inBusinessSince: before_(1) }), RULE_MESSAGES.firmStartDate],
      ]);
    });

    it('codes go only to mobile numbers of the right length for their country', async () => {
      const send = (phone: string, country: string) => () => call(t.app, 'POST', '/api/v2/Account/SendCodeForPhoneAuth', { query: { phone, country }, ip: newIp() });
      await refuses([
        ['a 10-digit Chinese mobile', send('1381234567', 'CN'), WRONG_NUMBER_MESSAGE],
        ['a 7-digit Hong Kong number', send('9123456', 'HK'), WRONG_NUMBER_MESSAGE],
        ['a 7-digit UK number', send('1234567', 'GB'), WRONG_NUMBER_MESSAGE],
        ['a US number with area code 1xx', send('1255550123', 'US'), WRONG_NUMBER_MESSAGE],
        ['letters', send('20655501ab', 'US'), WRONG_NUMBER_MESSAGE],
        ['a Hong Kong number said to be British', send('+85291234567', 'GB'), WRONG_NUMBER_MESSAGE],
        ['a country outside the list', send('91234567', 'SG'), WRONG_NUMBER_MESSAGE],
      ]);
      const accepted: Array<[string, string, string]> = [
        ['13812345678', 'CN', '+8613812345678'],
        ['+8613912345678', 'CN', '+8613912345678'],
        ['91234567', 'HK', '+85291234567'],
        ['07400 123456', 'GB', '+447400123456'],
        ['7400123457', '44', '+447400123457'],
      ];
      for (const [phone, country, e164] of accepted) {
        expectOk(await send(phone, country)());
        const outbox = expectOk(await call<{ messages: Array<{ phone: string }> }>(t.app, 'GET', '/api/v2/dev/sms', { query: { phone: e164 } }));
        assert.equal(outbox.messages[0]?.phone, e164, `${phone} (${country}) is texted at ${e164}`);
      }
    });

    it('requests refuse names, emails, phones, zips, states and amounts the forms refuse', async () => {
      const post = (body: unknown, token?: string) => () => call(t.app, 'POST', '/api/v2/Requests', { body, token });
      const person = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+12065550100' };
      const consultation = (fields: Record<string, unknown>) => post({ intent: 'ScheduleConsultation', consultation: { date: '2026-03-05', time: '09:30', topic: 'Buying', ...person, ...fields } });
      const mls = (await t.db.query<{ mls: string }>("SELECT mls FROM listings WHERE state = 'WA' ORDER BY mls LIMIT 1")).rows[0].mls;
      await refuses([
        ['a consultation for a one-letter name', consultation({ firstName: 'G' }), RULE_MESSAGES.nameTooShort],
        ['a consultation with a short Hong Kong number', consultation({ phone: '+8529123456' }), WRONG_NUMBER_MESSAGE],
        ['a consultation with a 9-digit US number', consultation({ phone: '206555010' }), WRONG_NUMBER_MESSAGE],
        ['an enquiry from a one-letter email domain', post({ intent: 'CorporateEnquiry', enquiry: { companyName: 'Acme', ...person, email: 'a@b.c' } }), RULE_MESSAGES.email],
        ['a career application with a name with digits', post({ intent: 'CareerApplication', application: { position: 'Agent', ...person, lastName: 'H0pper', resumeUrl: 'https://www.linkedin.com/in/grace' } }), RULE_MESSAGES.nameDigits],
        ['a career application without a link', post({ intent: 'CareerApplication', application: { position: 'Agent', ...person } }), 'Enter a link to your LinkedIn profile or portfolio.'],
        ['an offer of nothing', post({ intent: 'MakeAnOffer', listing_MLS: mls, offer: { amount: 0 } }, me.accessToken), 'Enter the amount you offer.'],
        ['a home to sell in Texas', post({ intent: 'SellHome', sell: { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '73301' } }, me.accessToken), RULE_MESSAGES.serviceState],
        ['an inspection at a 4-digit zip', post({ intent: 'RequestInspection', inspection: { address: '1 Main St', city: 'Seattle', state: 'WA', zipCode: '9810', preferredDate: '2026-03-12' } }, me.accessToken), RULE_MESSAGES.zip],
      ]);
      // A number of another phone country, and ten US digits as older pages send them, are kept as E.164.
      const hongKong = expectOk<{ payload: { consultation: { phone: string } } }>(await consultation({ phone: '+852 9123 4567' })());
      assert.equal(hongKong.payload.consultation.phone, '+85291234567');
      const legacy = expectOk<{ payload: { consultation: { phone: string } } }>(await consultation({ phone: '2065550100' })());
      assert.equal(legacy.payload.consultation.phone, '+12065550100');
    });

    it('partner applications take the same name and phone rules', async () => {
      const applicant = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+447400123456' };
      const business = { company: 'Cascade Home Inspections', licenseNumber: 'HI-2041', address: '100 Pine St', city: 'Seattle', state: 'WA', zip: '98101', yearEstablished: 2012 };
      const additional = { serviceStates: ['WA'], serviceZips: [], services: ['General'], website: 'https://cascade.example.com', description: 'Licensed home inspections across King County since 2012.', termsAccepted: true };
      const apply = (fields: Record<string, unknown>) => () =>
        call(t.app, 'POST', '/api/v2/partners/applications', { token: me.accessToken, body: { kind: 'inspector', applicant: { ...applicant, ...fields }, business, additional } });
      await refuses([
        ['a UK number a digit short', apply({ phone: '+44740012345' }), WRONG_NUMBER_MESSAGE],
        ['a last name with digits', apply({ lastName: 'H0pper' }), RULE_MESSAGES.nameDigits],
        ['a one-letter email domain', apply({ email: 'a@b.c' }), RULE_MESSAGES.email],
      ]);
    });
  });
}
