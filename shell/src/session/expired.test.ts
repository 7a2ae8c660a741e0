import { bus, queryClient } from '@homeward/platform';
import { endExpiredSession } from './expired';

describe('a session that expired under a protected call', () => {
  it('forgets the user’s data, tells the other tabs, and sends this tab to sign in and back', () => {
    window.history.replaceState(null, '', '/account/favorites?sort=new');
    queryClient.setQueryData(['favorites'], [{ mls: '2100042' }]);
    const events: string[] = [];
    const subscription = bus.events().subscribe((event) => events.push(event.type));
    const navigate = jest.fn();

    endExpiredSession(navigate);

    expect(queryClient.getQueryData(['favorites'])).toBeUndefined();
    expect(events).toContain('auth:signed-out');
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Faccount%2Ffavorites%3Fsort%3Dnew', { replace: true });
    subscription.unsubscribe();
  });
});
