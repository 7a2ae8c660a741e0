/**
 * A benchmark's report from what it printed: one JSON object, pretty-printed over many lines (or,
 * after other output, on the last line alone). Undefined when there is none.
 */
export function parseReport(stdout: string): unknown {
  const text = stdout.trim();
  for (const candidate of [text, text.split('\n').pop() ?? '']) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Not this way: try the next.
    }
  }
  return undefined;
}
