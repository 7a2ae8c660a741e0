import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCalls, type AdminPartner, type AdminRequestRow } from '@homeward/contracts/signed-in';
import { bus, callApi } from '@homeward/platform';
import { answerCalls, pageOf, renderAdmin } from '../../shared/testing';
import { RequestsTable } from './RequestsTable';

jest.mock('@homeward/platform', () => ({ ...jest.requireActual('@homeward/platform'), callApi: jest.fn() }));

const WAIT = { timeout: 10_000 };

const request = (id: string, intent: string, extra: Partial<AdminRequestRow> = {}) =>
  ({
    id,
    intent,
    status: 'Received',
    payload: {},
    listingMls: null,
    ownerId: 'owner-1',
    ownerName: 'Bea Buyer',
    ownerEmail: 'bea@example.com',
    ownerPhone: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    assignedPartnerId: null,
    assignedPartnerName: null,
    assignedPartnerType: null,
    partnerStatus: null,
    ...extra,
  }) as unknown as AdminRequestRow;

const lender = (id: string, displayName: string) =>
  ({ id, userId: `u-${id}`, partnerType: 1, displayName, company: null, email: null, phone: null, serviceStates: ['WA'], serviceZips: [], createdAt: '2026-01-01T00:00:00.000Z', requestCount: 3, openRequestCount: 1 }) as AdminPartner;

const rows = [
  request('aaaaaaaa-1', 'RequestMortgage'),
  request('bbbbbbbb-2', 'RequestMortgage', { assignedPartnerId: 'l-1', assignedPartnerName: 'Lakeside Lending', assignedPartnerType: 1 }),
  request('cccccccc-3', 'CorporateEnquiry'),
];

describe('requests table', () => {
  let assign: jest.Mock;
  beforeEach(() => {
    assign = jest.fn(async ({ body }) => ({ ...rows[0], assignedPartnerName: body.partnerProfileId ? 'Harbor Loans' : null }));
    answerCalls(jest.mocked(callApi), [
      [signedInCalls.adminRequests, () => pageOf(rows)],
      [signedInCalls.adminPartners, () => pageOf([lender('l-1', 'Lakeside Lending'), lender('l-2', 'Harbor Loans')])],
      [signedInCalls.assignRequest, assign],
    ]);
  });

  const draw = () => renderAdmin(<RequestsTable caption="Buyer requests" query={{}} page={1} onPage={() => undefined} emptyText="None." />);

  it('shows who has each request, and offers assign, reassign or nothing as the request allows', async () => {
    draw();
    const waiting = (await screen.findByText('#AAAAAAAA', {}, WAIT)).closest('tr')!;
    expect(within(waiting).getByText('Waiting for a partner')).toBeInTheDocument();
    expect(within(waiting).getByText('Unassigned')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Assign request AAAAAAAA' })).toBeInTheDocument();
    const taken = screen.getByText('#BBBBBBBB').closest('tr')!;
    expect(within(taken).getByText('Lakeside Lending')).toBeInTheDocument();
    expect(within(taken).getByRole('button', { name: 'Reassign request BBBBBBBB' })).toBeInTheDocument();
    const enquiry = screen.getByText('#CCCCCCCC').closest('tr')!;
    expect(within(enquiry).getByText('Homeward team')).toBeInTheDocument();
    expect(within(enquiry).queryByRole('button')).toBeNull();
  });

  it('reassigns a request to the partner chosen, and says so', async () => {
    const toast = jest.spyOn(bus, 'publish');
    const user = userEvent.setup();
    draw();
    await user.click(await screen.findByRole('button', { name: 'Reassign request BBBBBBBB' }, WAIT));
    expect(screen.getByRole('heading', { name: 'Reassign mortgage request #BBBBBBBB' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save assignment' });
    expect(await screen.findByRole('radio', { name: /Lakeside Lending \(current\)/ }, WAIT)).toBeChecked();
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Harbor Loans/ }));
    await user.click(save);
    await waitFor(() => expect(assign).toHaveBeenCalledWith({ params: { requestId: 'bbbbbbbb-2' }, body: { partnerProfileId: 'l-2' } }));
    expect(toast).toHaveBeenCalledWith({ type: 'toast', kind: 'success', message: 'Request #BBBBBBBB now goes to Harbor Loans.' });
  });

  it('can take a request back from its partner', async () => {
    const user = userEvent.setup();
    draw();
    await user.click(await screen.findByRole('button', { name: 'Reassign request BBBBBBBB' }, WAIT));
    await user.click(await screen.findByRole('radio', { name: 'Nobody yet (unassigned)' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Save assignment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith({ params: { requestId: 'bbbbbbbb-2' }, body: { partnerProfileId: null } }));
  });
});
