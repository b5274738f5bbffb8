/** Prints rows as an aligned plain-text table (numbers right-aligned). */
export function formatTable(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[], numeric: boolean[]) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
  return [
    line(headers, numeric),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.slice(1).map((r) => line(r, numeric)),
  ].join('\n');
}

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

export const kib = (bytes: number): string => `${round(bytes / 1024)} KiB`;
