import type { OpenHouse } from '@homeward/contracts';
import { compareWrittenDates, formatDate, formatTimeOfDay } from '@homeward/domain';

/** Spec 3: VIR is a virtual open house; LIVE is streamed live (spec 2.7). */
export const OPEN_HOUSE_TYPE_LABELS: Record<OpenHouse['type'], string> = {
  INP: 'In-person open house',
  VIR: 'Virtual open house',
  LIVE: 'Live-stream open house',
};

const clock = (text: string) => {
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  if (!match) return text;
  return formatTimeOfDay(Number(match[1]), Number(match[2]));
};

/** openDate comes as YYYY/MM/DD. */
export function openHouseDate(openDate: string): Date {
  const [y, m, d] = openDate.split('/').map(Number);
  return new Date(y, m - 1, d);
}

export function describeOpenHouse(openHouse: OpenHouse): { type: string; when: string } {
  const day = formatDate(openHouseDate(openHouse.openDate), 'day');
  return { type: OPEN_HOUSE_TYPE_LABELS[openHouse.type], when: `${day}, ${clock(openHouse.startTime)} – ${clock(openHouse.endTime)}` };
}

/** Open houses from today on, soonest first. */
export function upcomingOpenHouses(openHouses: readonly OpenHouse[], now = new Date()): OpenHouse[] {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return openHouses.filter((o) => openHouseDate(o.openDate).getTime() >= today).sort((a, b) => compareWrittenDates(a.openDate, b.openDate));
}
