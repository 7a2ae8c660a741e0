import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CookiePreferencesPanel } from './CookiePreferences';
import { readCookiePreferences } from './cookieConsent';

function Harness() {
  const [open, setOpen] = useState(false);
  return <CookiePreferencesPanel open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)} />;
}

describe('cookie preference panel (spec 2.4)', () => {
  beforeEach(() => localStorage.clear());

  it('offers the three optional categories, keeps Strictly Necessary always active, and persists the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Manage preferences' }));
    expect(screen.getByText('Always active')).toBeInTheDocument();
    const performance = screen.getByRole('switch', { name: 'Performance' });
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeChecked();
    expect(performance).not.toBeChecked();
    await user.click(performance);
    await user.click(screen.getByRole('switch', { name: 'Targeting' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readCookiePreferences()).toMatchObject({ functional: true, performance: true, targeting: true });
    unmount();

    render(<Harness />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('shows the notice until a choice is made', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(readCookiePreferences()).toMatchObject({ performance: true, targeting: true });
  });
});
