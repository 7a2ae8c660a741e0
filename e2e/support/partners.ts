// Partner set-up for the partner browser tests: the manager's approval through the admin API,
// an approved real estate agent, and buyer requests made through the API.
import { expect, type APIRequestContext } from '@playwright/test';
import { signupAndPay } from './agents';
import { CLIENT_HEADERS, signUpByPhone, userHeaders, type TestUser } from './session';

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { data?: T; errorMessage?: string };
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${body.errorMessage ?? ''}`).toBe(true);
  return body.data as T;
}

/** A manager's bearer, from the development administrator of api/README.md. */
export async function managerToken(request: APIRequestContext): Promise<string> {
  const login = await data<{ token: string }>(
    await request.post('/api/auth/login', { headers: CLIENT_HEADERS, data: { email: 'admin@homeward.local', password: 'homeward-dev-admin' } }),
  );
  return login.token;
}

const managerHeaders = (token: string) => ({ ...CLIENT_HEADERS, Authorization: `Bearer ${token}` });

/** Approves the one application whose company matches `company` (the inspector manager's decision). */
export async function approveApplication(request: APIRequestContext, company: string): Promise<void> {
  const token = await managerToken(request);
  const list = await data<{ items: { id: string; company: string }[] }>(
    await request.get(`/api/v2/admin/partner-applications?q=${encodeURIComponent(company)}&status=submitted`, { headers: managerHeaders(token) }),
  );
  expect(list.items.map((i) => i.company)).toEqual([company]);
  await data(await request.put(`/api/v2/admin/partner-applications/${list.items[0].id}/status`, { headers: managerHeaders(token), data: { status: 'approved' } }));
}

/**
 * A user approved as a real estate agent (agent flow + manager approval) serving one zip; with
 * `setArea: false` the agent never sets an area, so requests reach them by their firm's state.
 */
export async function approvedAgent(request: APIRequestContext, zip: string, state: string, { setArea = true } = {}): Promise<TestUser> {
  const agent = await signUpByPhone(request);
  await signupAndPay(
    request,
    {
      firm: 'Lakeside Realty', licenseCity: 'Seattle', licenseNumber: `L-${agent.phone.slice(-5)}`, dateOfBirth: '1980-01-01',
      firmAddress: '200 Lake St', firmCity: 'Seattle', firmState: state, firmZip: zip, inBusinessSince: '2010-05-05', brokerAgreementAccepted: true,
    },
    userHeaders(agent),
  );
  const token = await managerToken(request);
  await data(await request.put(`/api/v2/admin/agents/${agent.id}/status`, { headers: managerHeaders(token), data: { agentStatus: 1 } }));
  if (setArea) await data(await request.put('/api/v2/partners/area', { headers: userHeaders(agent), data: { partnerType: 3, serviceStates: [state], serviceZips: [zip] } }));
  return agent;
}

/** A user approved as a lender (partner application + manager approval) serving WA, with a company name of its own. */
export async function approvedLender(request: APIRequestContext): Promise<{ lender: TestUser; company: string; profileId: string }> {
  const lender = await signUpByPhone(request);
  const company = `Evergreen Loans ${lender.phone.slice(-6)}`;
  await data(
    await request.post('/api/v2/partners/applications', {
      headers: userHeaders(lender),
      data: {
        kind: 'lender',
        applicant: { firstName: 'Grace', lastName: 'Hopper', email: `lender${lender.phone}@example.com`, phone: '(425) 555-0199' },
        business: { company, licenseNumber: '123456', address: '100 Pine St', city: 'Seattle', state: 'WA', zip: '98101', yearEstablished: 2012 },
        additional: { serviceStates: ['WA'], serviceZips: [], services: ['Purchase'], website: 'https://lender.example.com', description: 'Home loans across Washington since 2012.', termsAccepted: true },
      },
    }),
  );
  await approveApplication(request, company);
  const work = await data<{ profile: { id: string } }>(await request.get('/api/v2/partners/requests?partnerType=1', { headers: userHeaders(lender) }));
  return { lender, company, profileId: work.profile.id };
}

/** Stores a buyer request through the API, as the buyer's browser would. */
export async function sendRequest(request: APIRequestContext, buyer: TestUser, body: Record<string, unknown>): Promise<{ id: string }> {
  return data(await request.post('/api/v2/Requests', { headers: userHeaders(buyer), data: body }));
}

/** A day `days` from today as YYYY-MM-DD (local time, as the forms show it). */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** An active home from a search, picked at random so parallel runs rarely share a zip code. */
/**
 * A random home for sale in a city. Tests that approve an agent for the home's zip each use a city
 * of their own, so two of them running at once never serve the same zip and take each other's requests.
 */
export async function randomActiveHome(request: APIRequestContext, city = 'Seattle, WA') {
  const response = await request.post('/api/v2/Listings/Search', { headers: CLIENT_HEADERS, data: { searchText: city } });
  expect(response.ok()).toBe(true);
  const homes = ((await response.json()) as { data: { data: { mls: string; address: string; city: string; state: string; zipcode: string; status: string }[] } }).data.data.filter((l) => l.status === 'A');
  expect(homes.length).toBeGreaterThan(0);
  return homes[Math.floor(Math.random() * homes.length)];
}
