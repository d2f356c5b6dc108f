import type { JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';

/**
 * When digests go out (spec §3 frequencies), in Warsaw time whatever the server's zone: every day,
 * Monday, or Monday and Thursday, at 08:00 (daylight saving time included).
 */
export const digestTimeZone = 'Europe/Warsaw';
export const digestHour = 8;
/** Days of the week (0 = Sunday) each frequency sends on. */
export const digestDays: Record<JobAlertFrequency, readonly number[]> = {
  daily: [0, 1, 2, 3, 4, 5, 6],
  weekly: [1],
  twiceAWeek: [1, 4],
};

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: digestTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Warsaw's wall clock at `instant`, as if it were UTC (milliseconds). */
function wallClock(instant: number): number {
  const values = Object.fromEntries(
    parts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(values.year!, values.month! - 1, values.day!, values.hour!, values.minute!, values.second!);
}

/** The instant Warsaw's clocks show `wall` (a UTC-coded wall time). */
function warsawInstant(wall: number): number {
  let instant = wall - (wallClock(wall) - wall);
  // Once more across a change of offset (the guess fell on the other side of it).
  instant = wall - (wallClock(instant) - instant);
  return instant;
}

/** The latest digest slot of `frequency` at or before `now`. */
export function latestDigestSlot(frequency: JobAlertFrequency, now: Date): Date {
  const today = new Date(wallClock(now.getTime()));
  for (let back = 0; back <= 7; back += 1) {
    const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back, digestHour);
    if (!digestDays[frequency].includes(new Date(day).getUTCDay())) continue;
    const slot = warsawInstant(day);
    if (slot <= now.getTime()) return new Date(slot);
  }
  throw new Error(`no ${frequency} digest slot in the week before ${now.toISOString()}`);
}

/** A slot's name: what makes a digest once per alert and slot. */
export const digestIdOf = (frequency: JobAlertFrequency, slot: Date) => `${frequency}:${slot.toISOString()}`;
