import { describeOpenHouse, upcomingOpenHouses } from './openHouseSchedule';

describe('open houses', () => {
  it('calls VIR a virtual open house and formats its time', () => {
    const text = describeOpenHouse({ type: 'VIR', openDate: '2030/06/01', startTime: '13:00', endTime: '15:30' });
    expect(text.type).toBe('Virtual open house');
    expect(text.when).toBe('Saturday, June 1, 1:00 PM – 3:30 PM');
  });

  it('keeps only open houses from today on, soonest first', () => {
    const now = new Date(2030, 5, 10);
    const list = upcomingOpenHouses(
      [
        { type: 'INP', openDate: '2030/06/15', startTime: '10:00', endTime: '12:00' },
        { type: 'INP', openDate: '2030/06/09', startTime: '10:00', endTime: '12:00' },
        { type: 'VIR', openDate: '2030/06/10', startTime: '10:00', endTime: '12:00' },
      ],
      now,
    );
    expect(list.map((o) => o.openDate)).toEqual(['2030/06/10', '2030/06/15']);
  });
});
