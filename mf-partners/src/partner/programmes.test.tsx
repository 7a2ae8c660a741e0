import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import * as api from './api';
import { PartnersApp } from '../PartnersApp';
import { dashboardOfType, PROGRAMMES, stepLabels } from './programmes';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  useProfiles: jest.fn(),
  useMyApplications: jest.fn(),
  useSubmitApplication: jest.fn(),
  usePartnerRequests: jest.fn(),
}));

function Where() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The slice as a visitor with no partner profile and no application opens it at `path`. */
function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PartnersApp />
      <Where />
    </MemoryRouter>,
  );
}

const asResult = <T,>(value: unknown) => value as T;

beforeEach(() => {
  jest.mocked(api.useProfiles).mockReturnValue(asResult({ data: [], isPending: false }));
  jest.mocked(api.useMyApplications).mockReturnValue(asResult({ data: [], isPending: false }));
  jest.mocked(api.useSubmitApplication).mockReturnValue(asResult({ mutateAsync: jest.fn() }));
  sessionStorage.clear();
});

const link = (name: string) => screen.getByRole('link', { name });

describe('the partner programmes', () => {
  it('presents lenders and loan brokers on one page, each with its own application', async () => {
    open('/become-a-partner/lender');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lender or Loan broker? Partner with Homeward' })).toBeInTheDocument();
    expect(screen.getByText('NMLS ID')).toBeInTheDocument();
    expect(link('Apply as a lender')).toHaveAttribute('href', '/become-a-partner/lender/contact-info');
    expect(link('Apply as a loan broker')).toHaveAttribute('href', '/become-a-partner/loan-broker/contact-info');
  });

  it('opens the inspector programme at each of its addresses, applying on the inspector’s own pages', async () => {
    for (const path of ['/inspections/become_an_inspector', '/inspections/inspector', '/become-a-partner/inspector']) {
      const { unmount } = render(
        <MemoryRouter initialEntries={[path]}>
          <PartnersApp />
        </MemoryRouter>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: 'Home inspector? Partner with Homeward' })).toBeInTheDocument();
      expect(link('Apply as a home inspector')).toHaveAttribute('href', '/inspections/inspector/inspector-info');
      unmount();
    }
  });

  it('names the title and escrow applicant as a company', async () => {
    open('/become-a-partner/title-and-escrow');
    expect(await screen.findByRole('link', { name: 'Apply as a title and escrow company' })).toHaveAttribute('href', '/become-a-partner/title-and-escrow/contact-info');
  });

  it('starts an application at its first step when a later one is opened with nothing filled in', async () => {
    open('/become-a-partner/builder/business-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your information' })).toBeInTheDocument();
    expect(screen.getByText('Builder application')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/become-a-partner/builder/contact-info');
  });

  it('leads an unknown programme or step to the partner programmes', async () => {
    open('/become-a-partner/inspector/contact-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Homeward partner' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/become-a-partner$/);
  });

  it('labels the inspector’s first step as the spec names it', () => {
    expect(stepLabels(PROGRAMMES.inspector)).toEqual(['Inspector info', 'Business info', 'Additional info']);
    expect(stepLabels(PROGRAMMES.lender)).toEqual(['Your information', 'Business info', 'Additional info']);
  });

  it('shows one section of the programmes page on its own page', async () => {
    open('/become-a-partner/sections/TitleEscrow');
    expect(await screen.findByRole('heading', { level: 1, name: 'Title and escrow' })).toBeInTheDocument();
    expect(link('About the title and escrow programme')).toHaveAttribute('href', '/become-a-partner/title-and-escrow');
  });
});

describe('the partner dashboards without a profile', () => {
  it('tell a service provider where each kind of provider applies', async () => {
    open('/partner/serviceprovider/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Provider Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You do not have a service provider profile yet' })).toBeInTheDocument();
    expect(link('Apply as a home inspector')).toHaveAttribute('href', '/inspections/inspector/inspector-info');
    expect(link('Apply as a builder')).toHaveAttribute('href', '/become-a-partner/builder/contact-info');
    expect(link('About this dashboard')).toHaveAttribute('href', '/partner/serviceprovider');
  });

  it('draw the real estate dashboard at the agent’s home', async () => {
    open('/agent/Index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Real Estate Dashboard' })).toBeInTheDocument();
    expect(link('Apply as a real estate agent')).toHaveAttribute('href', '/agent/become-an-agent');
  });

  it('find each partner type’s dashboard by its number', () => {
    expect([1, 2, 3, 4].map((type) => dashboardOfType(type)?.dashboardLabel)).toEqual(['Lender Dashboard', 'Loan Broker Dashboard', 'Real Estate Dashboard', 'Service Provider Dashboard']);
    expect(dashboardOfType(9)).toBeUndefined();
  });
});
