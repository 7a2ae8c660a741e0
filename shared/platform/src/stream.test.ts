import { Stream, ValueStream } from './stream';

describe('Stream', () => {
  it('delivers each value to the listeners subscribed at the time, in order', () => {
    const stream = new Stream<number>();
    const seen: string[] = [];
    stream.next(0);
    const a = stream.subscribe((v) => seen.push(`a${v}`));
    stream.subscribe((v) => seen.push(`b${v}`));
    stream.next(1);
    a.unsubscribe();
    stream.next(2);
    expect(seen).toEqual(['a1', 'b1', 'b2']);
  });

  it('hears a function subscribed twice twice, and a listener unsubscribed mid-delivery no more', () => {
    const stream = new Stream<number>();
    const seen: string[] = [];
    const twice = (v: number) => seen.push(`t${v}`);
    stream.subscribe(twice);
    stream.subscribe(twice);
    let later: { unsubscribe(): void } | undefined = undefined;
    stream.subscribe(() => later?.unsubscribe());
    later = stream.subscribe((v) => seen.push(`late${v}`));
    stream.next(1);
    expect(seen).toEqual(['t1', 't1']);
  });

  it('keeps delivering when a listener throws, and surfaces the error afterwards', () => {
    jest.useFakeTimers();
    try {
      const stream = new Stream<number>();
      const seen: number[] = [];
      stream.subscribe(() => {
        throw new Error('listener failed');
      });
      stream.subscribe((v) => seen.push(v));
      expect(() => stream.next(7)).not.toThrow();
      expect(seen).toEqual([7]);
      expect(() => jest.runAllTimers()).toThrow('listener failed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters to a narrower type, and complete drops every listener', () => {
    const stream = new Stream<string | number>();
    const numbers: number[] = [];
    stream.filter((v): v is number => typeof v === 'number').subscribe((v) => numbers.push(v));
    stream.next('a');
    stream.next(2);
    stream.complete();
    stream.next(3);
    expect(numbers).toEqual([2]);
  });
});

describe('ValueStream', () => {
  it('gives a new listener the current value at once, then each change', () => {
    const count = new ValueStream(0);
    count.next(count.value + 1);
    const seen: number[] = [];
    const sub = count.subscribe((v) => seen.push(v));
    count.next(count.value + 1);
    sub.unsubscribe();
    count.next(5);
    expect(seen).toEqual([1, 2]);
    expect(count.value).toBe(5);
  });
});
