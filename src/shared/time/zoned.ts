/**
 * Wall-clock times in a named IANA time zone (interviews, issue 19: "Africa/Luanda unless chosen
 * otherwise"). Only Intl, so it runs on the server and in the renderer alike.
 */

export const DEFAULT_TIME_ZONE = 'Africa/Luanda';

const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formats.size > 500) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

let zones: ReadonlySet<string> | null = null;

/** The zones this runtime knows by their canonical names (what the schedule form offers), plus UTC. */
export function knownTimeZones(): ReadonlySet<string> {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  return zones;
}

export function isTimeZone(value: string): boolean {
  return knownTimeZones().has(value);
}

/** The date (YYYY-MM-DD) and time (HH:MM) that `instant` shows on a clock in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a clock in `timeZone` shows `date` `time`, or null when that wall time does not
 * exist there (skipped by a daylight-saving change) or the values are not a date and a time.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== Number(d[1]) ||
    check.getUTCMonth() !== Number(d[2]) - 1 ||
    check.getUTCDate() !== Number(d[3]) ||
    Number(t[1]) > 23 ||
    Number(t[2]) > 59
  ) {
    return null;
  }
  // Two passes settle the offset around a change; the final check refuses a skipped wall time.
  let instant = new Date(wall - offsetMinutes(new Date(wall), timeZone) * 60_000);
  instant = new Date(wall - offsetMinutes(instant, timeZone) * 60_000);
  const shown = wallClock(instant, timeZone);
  return shown.date === date && shown.time === time ? instant : null;
}
