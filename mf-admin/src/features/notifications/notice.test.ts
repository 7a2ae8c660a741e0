import { validateNotice } from './Notifications';

describe('notice form', () => {
  it('needs a title, a message and, for one user, who it goes to', () => {
    expect(validateNotice({ kind: 'agents', title: ' ', body: '' })).toEqual({ title: 'Enter a title.', body: 'Enter the message.' });
    expect(validateNotice({ kind: 'user', title: 'Hi', body: 'There' })).toEqual({ userId: 'Choose who gets this notice.' });
    expect(validateNotice({ kind: 'all', title: 'x'.repeat(121), body: 'ok' }).title).toBe('Use at most 120 characters.');
    expect(validateNotice({ kind: 'user', userId: 'u1', title: 'Hi', body: 'There' })).toEqual({});
  });
});
