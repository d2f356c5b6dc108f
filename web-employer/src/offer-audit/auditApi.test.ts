import { describe, expect, it } from 'vitest';
import { apiFailure } from '../api';
import { attachmentName, auditProblemKey, timelineQuery } from './auditApi';
import { noFilter } from './types';

describe('the audit API calls', () => {
  it('ask for a timeline page with only the filters set, one event more than the page', () => {
    expect(timelineQuery(noFilter, 0, 20)).toBe('limit=21');
    expect(
      timelineQuery(
        {
          types: ['OfferEdited', 'OfferExtended'],
          actor: ' employer ',
          from: '2026-11-01T00:00:00.000Z',
          to: null,
        },
        40,
        20,
      ),
    ).toBe(
      'type=OfferEdited%2COfferExtended&actor=employer&from=2026-11-01T00%3A00%3A00.000Z&after=40&limit=21',
    );
  });

  it('name the downloaded file as the server does', () => {
    expect(attachmentName('attachment; filename="offer-1.csv"', 'x.csv')).toBe('offer-1.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });

  it('tell the admin what went wrong in the catalogue’s words', () => {
    expect(auditProblemKey(apiFailure(404, { code: 'offer.version_past_end' }))).toBe(
      'audit.problems.version_past_end',
    );
    expect(auditProblemKey(apiFailure(404, { code: 'not_found' }))).toBe('audit.problems.not_found');
    expect(auditProblemKey(apiFailure(400, { code: 'validation_failed' }))).toBe('audit.problems.invalid');
    expect(auditProblemKey(apiFailure(500, null))).toBe('errors.sthWentWrong');
  });
});
