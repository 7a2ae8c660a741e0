import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storedRequestSchema } from '@homeward/contracts';
import { backends, call, expectError, expectOk, rowCount, useSignedIn, useTestApp } from './helpers';

// The test clock stands at TEST_START, 2026-03-04 18:00 UTC = 1 pm Eastern.
const person = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '+12065550100' };
const booking = (date: string, time: string, extra: Record<string, unknown> = {}) => ({
  intent: 'ScheduleConsultation',
  consultation: { date, time, topic: 'Buying', ...person, ...extra },
});

for (const backend of backends()) {
  describe(`consultation bookings [${backend.name}]`, () => {
    const t = useTestApp(backend, { seedLimit: 100 });
    const me = useSignedIn(t);

    const post = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v2/Requests', { body, token });

    it('stores a booked call as a consultation request, for visitors and signed-in users', async () => {
      const visitor = storedRequestSchema.parse(expectOk(await post(booking('2026-03-05', '09:30'))));
      assert.equal(visitor.intent, 'ScheduleConsultation');
      assert.equal(visitor.listingMls, null);
      assert.equal(visitor.payload.kind, 'consultation');
      assert.deepEqual(visitor.payload.consultation, { date: '2026-03-05', time: '09:30', topic: 'Buying', ...person });

      const mine = storedRequestSchema.parse(expectOk(await post(booking('2026-03-04', '14:00', { topic: 'Mortgage' }), me.accessToken)));
      const listed = expectOk(await call(t.app, 'GET', '/api/v2/Requests', { token: me.accessToken }));
      assert.ok(listed.some((r: { id: string }) => r.id === mine.id));
    });

    it('refuses times that are not open slots, and bad fields, storing nothing', async () => {
      const before = await rowCount(t.db, 'requests');
      expectError(await post(booking('2026-03-04', '13:30')), 400, 'That time is no longer available. Please pick another time.');
      expectError(await post(booking('2026-03-03', '09:00')), 400, 'That time is no longer available. Please pick another time.');
      expectError(await post(booking('2026-03-05', '19:00')), 400, 'That time is no longer available. Please pick another time.');
      expectError(await post(booking('2026-03-05', '09:15')), 400, 'That time is no longer available. Please pick another time.');
      expectError(await post(booking('2026-04-30', '09:00')), 400, 'That time is no longer available. Please pick another time.');
      expectError(await post(booking('2026-03-05', '9am')), 400);
      expectError(await post(booking('2026-03-05', '09:00', { topic: 'Gossip' })), 400);
      expectError(await post(booking('2026-03-05', '09:00', { email: 'not-an-email' })), 400);
      expectError(await post(booking('2026-03-05', '09:00', { phone: undefined })), 400);
      assert.equal(await rowCount(t.db, 'requests'), before);
    });
  });
}
