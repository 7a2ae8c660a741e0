import { initialNotice, noticeToSend, sentMessage, validateNotice } from './notice';

describe('notice form', () => {
  it('needs a title, a message and, for one user, who it goes to', () => {
    expect(validateNotice({ kind: 'agents', title: ' ', body: '' })).toEqual({ title: 'Enter a title.', body: 'Enter the message.' });
    expect(validateNotice({ kind: 'user', title: 'Hi', body: 'There' })).toEqual({ userId: 'Choose who gets this notice.' });
    expect(validateNotice({ kind: 'all', title: 'x'.repeat(121), body: 'ok' }).title).toBe('Use at most 120 characters.');
    expect(validateNotice({ kind: 'user', userId: 'u1', title: 'Hi', body: 'There' })).toEqual({});
  });
});

describe('the notice sent', () => {
  const base = { partnerType: '1', title: '  Rates are down  ', body: ' See the new rates. \n' };

  it('goes to the audience chosen, with its title and message trimmed', () => {
    expect(noticeToSend({ ...base, kind: 'user', userId: 'u-7', userName: 'Ada Lovelace' })).toEqual({
      audience: { kind: 'user', userId: 'u-7' },
      title: 'Rates are down',
      body: 'See the new rates.',
    });
    expect(noticeToSend({ ...base, kind: 'partners', partnerType: '2' }).audience).toEqual({ kind: 'partners', partnerType: 2 });
    expect(noticeToSend({ ...base, kind: 'agents', partnerType: '3' }).audience).toEqual({ kind: 'agents' });
    expect(noticeToSend({ ...base, kind: 'all' }).audience).toEqual({ kind: 'all' });
  });

  it('starts addressed to the user the address names, else to all agents', () => {
    expect(initialNotice(new URLSearchParams('userId=u-7&name=Ada%20Lovelace'))).toEqual({ kind: 'user', partnerType: '1', userId: 'u-7', userName: 'Ada Lovelace' });
    expect(initialNotice(new URLSearchParams('userId=u-7'))).toMatchObject({ kind: 'user', userName: 'The chosen user' });
    expect(initialNotice(new URLSearchParams(''))).toEqual({ kind: 'agents', partnerType: '1', userId: undefined, userName: undefined });
  });

  it('says how many people it reached', () => {
    expect(sentMessage(1)).toBe('Notice sent to 1 person.');
    expect(sentMessage(12)).toBe('Notice sent to 12 people.');
    expect(sentMessage(0)).toBe('Notice sent to 0 people.');
  });
});
