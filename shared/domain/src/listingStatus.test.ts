import { LISTING_STATUS_CODES } from '@homeward/contracts';
import { isNewOnMarket, LISTING_STATUSES, listingStatusClass, listingStatusLabel, timeOnMarketLabel } from './listingStatus';

describe('listing statuses (spec 4.1)', () => {
  it('covers every status code exactly once', () => {
    expect(LISTING_STATUSES.map((s) => s.code).sort()).toEqual([...LISTING_STATUS_CODES].sort());
  });

  it('maps codes to labels and style classes', () => {
    expect(listingStatusLabel('A')).toBe('Active');
    expect(listingStatusClass('A')).toBe('new');
    expect(listingStatusLabel('SFR')).toBe('Sale Fail');
    expect(listingStatusClass('SFR')).toBe('expired');
    expect(listingStatusLabel('PB')).toBe('Pending Back-up Requested');
    expect(listingStatusClass('PI')).toBeNull();
    expect(listingStatusClass('LS')).toBe('Livestream');
    expect(listingStatusLabel('S-UL')).toBe('Unlisted Sales');
    expect(listingStatusLabel('ZZ')).toBe('ZZ');
    expect(listingStatusClass('ZZ')).toBeNull();
  });
});

describe('isNewOnMarket', () => {
  it.each([
    ['3 days', true],
    ['1 day', true],
    ['4 days', false],
    ['72 hours', true],
    ['73 hours', false],
    ['59 minutes', true],
    ['60 minutes', false],
    ['2 weeks', false],
    ['', false],
    ['soon', false],
  ])('%s → %s', (text, expected) => {
    expect(isNewOnMarket(text)).toBe(expected);
  });

  it('accepts null', () => expect(isNewOnMarket(null)).toBe(false));
});

describe('timeOnMarketLabel', () => {
  it('uses minutes, hours, then days', () => {
    expect(timeOnMarketLabel(1)).toBe('1 minute');
    expect(timeOnMarketLabel(59)).toBe('59 minutes');
    expect(timeOnMarketLabel(60)).toBe('1 hour');
    expect(timeOnMarketLabel(5 * 60 + 3)).toBe('5 hours');
    expect(timeOnMarketLabel(24 * 60)).toBe('1 day');
    expect(timeOnMarketLabel(3 * 24 * 60 + 10)).toBe('3 days');
  });
});
