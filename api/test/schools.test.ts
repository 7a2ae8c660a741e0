import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingDetailSchema, type School } from '@homeward/contracts';
import { assignedSchools } from '../src/modules/listings/schoolAssignments';
import { backends, call, expectOk, useTestApp } from './helpers';

const SAMPLES: School[] = (['Elementary', 'Middle', 'High'] as const).map((level, i) => ({
  name: `Sample ${level}`,
  level,
  rating: 4 + i,
  distanceMiles: 1,
}));

describe('Seattle school assignments', () => {
  it('assigns the attendance-area schools of a point, with the distance to each school', () => {
    // Garfield High School's own site (400 23rd Ave, Seattle) lies in its attendance area.
    const garfield = assignedSchools(47.60542, -122.3019, SAMPLES);
    assert.ok(garfield);
    assert.deepEqual(
      garfield.map((s) => [s.level, s.name]),
      [
        ['Elementary', 'Leschi'],
        ['Middle', 'Washington'],
        ['High', 'Garfield'],
      ],
    );
    assert.equal(garfield[2].distanceMiles, 0);
    // Ratings are not in the data: each level keeps the home's sample rating.
    assert.deepEqual(garfield.map((s) => s.rating), [4, 5, 6]);
    // Ballard: a different corner of the city gets different schools.
    const ballard = assignedSchools(47.67661, -122.37489, SAMPLES);
    assert.equal(ballard?.find((s) => s.level === 'High')?.name, 'Ballard');
    assert.equal(ballard?.find((s) => s.level === 'Middle')?.name, 'Whitman');
  });

  it('finds the site of a school housed elsewhere that year ("interim at")', () => {
    const schools = assignedSchools(47.5086, -122.3797, SAMPLES);
    const elementary = schools?.find((s) => s.level === 'Elementary');
    assert.equal(elementary?.name, 'Arbor Heights');
    assert.ok(elementary?.distanceMiles != null && elementary.distanceMiles > 0);
  });

  it('gives nothing outside Seattle', () => {
    assert.equal(assignedSchools(47.6101, -122.2015, SAMPLES), null); // Bellevue
    assert.equal(assignedSchools(42.3736, -71.1097, SAMPLES), null); // Cambridge, MA
  });
});

for (const backend of backends()) {
  describe(`Listings/{mls} schools [${backend.name}]`, () => {
    const t = useTestApp(backend);

    const detail = async (mls: string) => listingDetailSchema.parse(expectOk(await call(t.app, 'GET', `/api/v2/Listings/${mls}`)));

    it('a Seattle home lists its assigned schools, labelled with the source and year', async () => {
      // A home a few blocks from Garfield High School, inside the Seattle Public Schools areas.
      const { rows } = await t.db.query<{ mls: string }>(
        `SELECT mls FROM listings WHERE city = 'Seattle'
          ORDER BY (latitude - 47.6054) * (latitude - 47.6054) + (longitude + 122.3019) * (longitude + 122.3019) LIMIT 1`,
      );
      const listing = await detail(rows[0].mls);
      assert.equal(listing.schoolsSource.kind, 'assigned');
      assert.equal(listing.schoolsSource.name, 'Seattle Public Schools attendance areas');
      assert.equal(listing.schoolsSource.year, '2015–16');
      assert.deepEqual(
        listing.schools.map((s) => s.level),
        ['Elementary', 'Middle', 'High'],
      );
      const expected = assignedSchools(listing.latitude, listing.longitude, listing.schools);
      assert.deepEqual(listing.schools.map((s) => s.name), expected?.map((s) => s.name));
      assert.ok(listing.schools.every((s) => !s.name.startsWith('Sample') && s.distanceMiles != null));
      // The names are real; the ratings remain samples, and the page's data source says so.
      assert.ok(listing.dataSource.sampleFields.includes('schoolRatings'));
      assert.ok(!listing.dataSource.sampleFields.includes('schools'));
      assert.match(listing.description, /photos, school ratings and agent are sample values/);
      // The school-rating filter of the search and the page agree.
      const { rows: stored } = await t.db.query<{ min_school_rating: number }>('SELECT min_school_rating FROM listings WHERE mls = $1', [
        listing.mls,
      ]);
      assert.equal(Math.min(...listing.schools.map((s) => s.rating)), stored[0].min_school_rating);
    });

    it('homes elsewhere keep sample schools, labelled as samples', async () => {
      for (const city of ['Bellevue', 'Cambridge']) {
        const { rows } = await t.db.query<{ mls: string }>('SELECT mls FROM listings WHERE city = $1 ORDER BY mls LIMIT 1', [city]);
        const listing = await detail(rows[0].mls);
        assert.equal(listing.schoolsSource.kind, 'sample', city);
        assert.equal(listing.schoolsSource.year, null);
        assert.equal(listing.schools.length, 3);
        assert.ok(listing.dataSource.sampleFields.includes('schools'));
      }
    });
  });
}
