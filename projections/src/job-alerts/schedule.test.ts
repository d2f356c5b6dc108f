import { describe, expect, it } from 'vitest';
import { latestDigestSlot } from './schedule';

const slot = (frequency: 'daily' | 'weekly' | 'twiceAWeek', now: string) =>
  latestDigestSlot(frequency, new Date(now)).toISOString();

describe('digest slots at 08:00 Warsaw time', () => {
  it('daily: today at 08:00 once it has passed, else yesterday (winter: UTC+1)', () => {
    // Wednesday 25 November 2026.
    expect(slot('daily', '2026-11-25T07:00:00.000Z')).toBe('2026-11-25T07:00:00.000Z');
    expect(slot('daily', '2026-11-25T06:59:59.000Z')).toBe('2026-11-24T07:00:00.000Z');
  });
  it('weekly: the last Monday; twice a week: the last Monday or Thursday', () => {
    expect(slot('weekly', '2026-11-25T12:00:00.000Z')).toBe('2026-11-23T07:00:00.000Z');
    expect(slot('twiceAWeek', '2026-11-25T12:00:00.000Z')).toBe('2026-11-23T07:00:00.000Z');
    expect(slot('twiceAWeek', '2026-11-27T12:00:00.000Z')).toBe('2026-11-26T07:00:00.000Z');
    expect(slot('weekly', '2026-11-23T06:00:00.000Z')).toBe('2026-11-16T07:00:00.000Z');
  });
  it('in summer time 08:00 is 06:00 UTC, and across the change the slot keeps to the wall clock', () => {
    expect(slot('daily', '2026-07-01T10:00:00.000Z')).toBe('2026-07-01T06:00:00.000Z');
    // Clocks went forward on Sunday 29 March 2026: Monday 30 March 08:00 is 06:00 UTC.
    expect(slot('weekly', '2026-03-30T09:00:00.000Z')).toBe('2026-03-30T06:00:00.000Z');
    expect(slot('daily', '2026-03-29T09:00:00.000Z')).toBe('2026-03-29T06:00:00.000Z');
    expect(slot('daily', '2026-03-28T09:00:00.000Z')).toBe('2026-03-28T07:00:00.000Z');
  });
});
