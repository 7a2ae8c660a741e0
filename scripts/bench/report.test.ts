import { parseReport } from './report';

describe("a benchmark's printed report", () => {
  it('reads a pretty-printed object over many lines', () => {
    expect(parseReport(`${JSON.stringify({ medianMs: 31.3, instant: { medianMs: 11 } }, null, 2)}\n`)).toEqual({ medianMs: 31.3, instant: { medianMs: 11 } });
  });

  it('reads an object on the last line after other output', () => {
    expect(parseReport('warming up\n{"p99Ms":15}\n')).toEqual({ p99Ms: 15 });
  });

  it('has none when nothing printed is JSON', () => {
    expect(parseReport('')).toBeUndefined();
    expect(parseReport('the site is not running\n')).toBeUndefined();
  });
});
