/** '2026-12-10' → '10/12/2026' (a calendar day: no time zone to convert); '' when missing. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
