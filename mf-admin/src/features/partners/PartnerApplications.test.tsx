import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInCalls } from '@homeward/contracts/signed-in';
import { callApi } from '@homeward/platform';
import { answerCalls, pageOf, renderAdmin } from '../../shared/testing';
import { partnerDecisionsFor, partnerStatusLabel } from './decisions';
import { PartnerApplications } from './PartnerApplications';
import type { PartnerApplication } from './schemas';

jest.mock('@homeward/platform', () => ({ ...jest.requireActual('@homeward/platform'), callApi: jest.fn() }));

const WAIT = { timeout: 10_000 };

const application = (id: string, company: string, status: PartnerApplication['status']): PartnerApplication => ({
  id,
  userId: `user-${id}`,
  kind: 'inspector',
  partnerType: 4,
  status,
  company,
  contactName: 'Ida Inspector',
  email: 'ida@example.com',
  phone: '+14255550123',
  licenseNumber: null,
  serviceStates: ['WA'],
  serviceZips: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: status === 'submitted' ? null : '2026-11-21T10:00:00.000Z',
  decisionNote: null,
});

describe('partner application decisions', () => {
  it('lets a waiting application be approved or rejected, and a decided one be neither', () => {
    expect(partnerDecisionsFor('submitted')).toEqual(['approved', 'rejected']);
    expect(partnerDecisionsFor('approved')).toEqual([]);
    expect(partnerDecisionsFor('rejected')).toEqual([]);
    expect(['submitted', 'approved', 'rejected'].map((s) => partnerStatusLabel(s as PartnerApplication['status']))).toEqual(['Waiting', 'Approved', 'Rejected']);
  });
});

describe('partner applications', () => {
  let decide: jest.Mock;
  beforeEach(() => {
    decide = jest.fn(async () => ({}));
    answerCalls(jest.mocked(callApi), [
      [signedInCalls.adminPartnerApplications, () => pageOf([application('p1', 'Sound Inspections', 'submitted'), application('p2', 'Done Deal Homes', 'approved')])],
      [signedInCalls.decidePartnerApplication, decide],
    ]);
  });

  it('offers approve and reject on waiting applications only', async () => {
    renderAdmin(<PartnerApplications />);
    const waiting = (await screen.findByText('Sound Inspections', {}, WAIT)).closest('tr')!;
    expect(within(waiting).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject']);
    const decided = screen.getByText('Done Deal Homes').closest('tr')!;
    expect(within(decided).queryAllByRole('button')).toEqual([]);
    expect(within(decided).getByText(/^Decided /)).toBeInTheDocument();
  });

  it('rejects with the note the manager wrote, trimmed', async () => {
    const user = userEvent.setup();
    renderAdmin(<PartnerApplications />);
    await user.click(await screen.findByRole('button', { name: 'Reject Sound Inspections' }, WAIT));
    expect(screen.getByText('Ida Inspector is told the application was not accepted.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note to the applicant (optional)'), '  Licence expired.  ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ params: { id: 'p1' }, body: { status: 'rejected', note: 'Licence expired.' } }));
  });

  it('approves without a note when none is written, saying which profile it makes', async () => {
    const user = userEvent.setup();
    renderAdmin(<PartnerApplications />);
    await user.click(await screen.findByRole('button', { name: 'Approve Sound Inspections' }, WAIT));
    expect(screen.getByText('Ida Inspector gets a service provider profile and its dashboard.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ params: { id: 'p1' }, body: { status: 'approved' } }));
  });
});
