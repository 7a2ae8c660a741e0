import { hasAllScopes, hasScope } from './scope';

describe('scope checks (spec 6)', () => {
  it('reads a list by membership', () => {
    expect(hasScope(['agent', 'lender'], 'lender')).toBe(true);
    expect(hasScope(['agent'], 'admin')).toBe(false);
    expect(hasScope([], 'agent')).toBe(false);
  });

  it('reads an object by key truthiness', () => {
    expect(hasScope({ agent: true, lender: 1, admin: false, broker: '' }, 'agent')).toBe(true);
    expect(hasScope({ agent: true, lender: 1, admin: false, broker: '' }, 'lender')).toBe(true);
    expect(hasScope({ agent: true, admin: false }, 'admin')).toBe(false);
    expect(hasScope({ agent: true, broker: '' }, 'broker')).toBe(false);
    expect(hasScope({ agent: true }, 'missing')).toBe(false);
  });

  it('grants nothing without a scope field or a name', () => {
    expect(hasScope(undefined, 'agent')).toBe(false);
    expect(hasScope(null, 'agent')).toBe(false);
    expect(hasScope(['agent'], '')).toBe(false);
  });

  it('checks several at once', () => {
    expect(hasAllScopes(['agent', 'lender'], ['agent', 'lender'])).toBe(true);
    expect(hasAllScopes({ agent: true }, ['agent', 'lender'])).toBe(false);
    expect(hasAllScopes(undefined, [])).toBe(true);
  });
});
