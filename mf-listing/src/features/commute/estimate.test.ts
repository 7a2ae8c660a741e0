import { estimateCommute, formatMinutes, isRushHour } from './estimate';

const pikePlace = { lat: 47.6097, lng: -122.3422 };
const bellevue = { lat: 47.6101, lng: -122.2015 };

describe('offline commute estimate', () => {
  it('knows the rush hours', () => {
    expect(isRushHour(8 * 60)).toBe(true);
    expect(isRushHour(17 * 60)).toBe(true);
    expect(isRushHour(12 * 60)).toBe(false);
    expect(isRushHour(22 * 60)).toBe(false);
  });

  it('drives slower at rush hour than at noon', () => {
    const noon = estimateCommute(pikePlace, bellevue, 'driving', 12 * 60);
    const rush = estimateCommute(pikePlace, bellevue, 'driving', 8 * 60);
    expect(noon.rushHour).toBe(false);
    expect(rush.rushHour).toBe(true);
    expect(rush.minutes).toBeGreaterThan(noon.minutes);
    // About 6.6 straight-line miles, 8.6 by road: 17 minutes at 30 mph plus 4 to park.
    expect(noon.miles).toBeCloseTo(8.6, 0);
    expect(noon.minutes).toBe(21);
  });

  it('walks much slower than it bikes', () => {
    const walk = estimateCommute(pikePlace, bellevue, 'walking', 12 * 60);
    const bike = estimateCommute(pikePlace, bellevue, 'biking', 12 * 60);
    expect(walk.minutes).toBeGreaterThan(bike.minutes * 3);
  });

  it('writes durations for people', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(95)).toBe('1 h 35 min');
  });
});
