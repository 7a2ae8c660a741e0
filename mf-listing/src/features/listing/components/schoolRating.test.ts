import { ratingBand } from './schoolRating';

describe('school rating bands', () => {
  it.each([
    [1, 'low'],
    [3, 'low'],
    [4, 'middle'],
    [6, 'middle'],
    [7, 'high'],
    [10, 'high'],
  ])('rates %d as %s', (rating, band) => {
    expect(ratingBand(rating)).toBe(band);
  });
});
