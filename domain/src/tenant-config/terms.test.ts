import { describe, expect, it } from 'vitest';
import { itBoardFlags } from './feature-flags';
import { tenantConfig } from './tenant-config';
import { currentTermsFile, publishedTerms, termsDocuments, type TermsConfig } from './terms';

const file = (url: string, fromDate: string | null, dueDate: string | null) => ({ url, fromDate, dueDate });

const terms: TermsConfig = {
  termsOfServiceUrl: {
    clients: [file('/c.html', '2026-01-01', null)],
    users: [file('/u-old.html', '2026-01-01', '2026-12-31'), file('/u-new.html', '2027-01-01', null)],
  },
  privacyPolicyUrl: [file('/p.html', null, null)],
  informationClauseUrl: null,
  whistleblowerReportUrl: [file('/w.html', '2026-01-01', null)],
};

const urls = (now: string, flags = itBoardFlags) =>
  termsDocuments(terms, flags, new Date(now)).map((document) => [document.file.url, document.upcoming]);

describe('the terms documents', () => {
  it('shows every current file, a future one marked upcoming, and no missing document', () => {
    expect(urls('2026-11-25T10:00:00Z')).toEqual([
      ['/c.html', false],
      ['/u-old.html', false],
      ['/u-new.html', true],
      ['/p.html', false],
      ['/w.html', false],
    ]);
  });

  it('keeps a file through its due day and hides it after', () => {
    expect(urls('2026-12-31T23:59:59Z')).toContainEqual(['/u-old.html', false]);
    expect(urls('2027-01-01T00:00:00Z')).toEqual([
      ['/c.html', false],
      ['/u-new.html', false],
      ['/p.html', false],
      ['/w.html', false],
    ]);
  });

  it('publishes the whistleblower report only while its flag is on', () => {
    const off = { ...itBoardFlags, enableWhistleblowerReport: false };
    expect(urls('2026-11-25T10:00:00Z', off).map(([url]) => url)).not.toContain('/w.html');
    expect(publishedTerms(terms, off).whistleblowerReportUrl).toBeNull();
  });

  it('names the privacy policy in force for the fixed link', () => {
    expect(currentTermsFile(terms, itBoardFlags, 'privacyPolicy', new Date())?.url).toBe('/p.html');
    expect(currentTermsFile(terms, itBoardFlags, 'informationClause', new Date())).toBeNull();
  });

  it('gives each brand its documents: the general board has no clause or report', () => {
    const work = tenantConfig('work');
    const kinds = termsDocuments(work.terms, work.featureFlags, new Date('2026-11-25')).map((d) => d.kind);
    expect(kinds).not.toContain('informationClause');
    expect(kinds).not.toContain('whistleblowerReport');
    const itBoard = tenantConfig('it');
    expect(
      termsDocuments(itBoard.terms, itBoard.featureFlags, new Date('2026-11-25')).map((d) => d.kind),
    ).toEqual(expect.arrayContaining(['informationClause', 'whistleblowerReport']));
  });
});
