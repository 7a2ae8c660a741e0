import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingEventsAfter, recordListingEvents } from '../src/modules/listings/events';
import { backends, useTestApp } from './helpers';

for (const backend of backends()) {
  describe(`listing events (${backend.name})`, () => {
    const t = useTestApp(backend);

    it('keeps events in the order they were written and resumes after the last id read', async () => {
      const db = t.app.homeward.db;
      const at = new Date('2026-11-28T10:00:00Z');
      const [first] = await listingEventsAfter(db, 0, 1);
      const start = first ? (await listingEventsAfter(db, 0, 1_000_000)).at(-1)!.id : 0;
      await recordListingEvents(db, [
        { mls: 'A1', kind: 'listed', newPrice: 500_000, occurredAt: at },
        { mls: 'A1', kind: 'price_cut', oldPrice: 500_000, newPrice: 480_000, occurredAt: at },
        { mls: 'B2', kind: 'sold', occurredAt: at },
      ]);
      const read = await listingEventsAfter(db, start, 2);
      assert.deepEqual(read.map((e) => [e.mls, e.kind, e.oldPrice, e.newPrice]), [['A1', 'listed', null, 500_000], ['A1', 'price_cut', 500_000, 480_000]]);
      const rest = await listingEventsAfter(db, read[1]!.id, 10);
      assert.deepEqual(rest.map((e) => e.kind), ['sold']);
      await assert.rejects(recordListingEvents(db, [{ mls: 'C3', kind: 'teleported' as never, occurredAt: at }]));
    });
  });
}
