import { Subject, filter, type Observable } from 'rxjs';
import { busEventSchema, type BusEvent, type BusEventOf, type BusEventType } from '@homeward/contracts';

/** Events other tabs must hear; everything else stays in the page. */
const CROSS_TAB: ReadonlySet<BusEventType> = new Set(['auth:signed-out', 'auth:signed-in', 'account:updated']);
const CHANNEL = 'homeward-bus';

/** An event as a listener receives it: marked when it came from another tab. */
export type Delivered<E extends BusEvent = BusEvent> = E & { fromOtherTab?: boolean };

/**
 * Typed event bus: rxjs in the page, mirrored over BroadcastChannel for the cross-tab
 * events. BroadcastChannel does not echo to the sender, so local delivery is separate.
 */
export class EventBus {
  private readonly subject = new Subject<Delivered>();
  private readonly channel: BroadcastChannel | undefined;

  constructor(channelName = CHANNEL) {
    this.channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);
    this.channel?.addEventListener('message', (message: MessageEvent) => {
      const parsed = busEventSchema.safeParse(message.data);
      if (parsed.success) this.subject.next({ ...parsed.data, fromOtherTab: true });
    });
  }

  publish(event: BusEvent): void {
    const parsed = busEventSchema.parse(event);
    this.subject.next(parsed);
    if (CROSS_TAB.has(parsed.type)) this.channel?.postMessage(parsed);
  }

  events(): Observable<Delivered> {
    return this.subject.asObservable();
  }

  on<T extends BusEventType>(type: T): Observable<Delivered<BusEventOf<T>>> {
    return this.subject.pipe(filter((e): e is Delivered<BusEventOf<T>> => e.type === type));
  }

  close(): void {
    this.channel?.close();
    this.subject.complete();
  }
}

export const bus = new EventBus();
