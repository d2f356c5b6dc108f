import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/tablica');
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      dataDir: '/srv/tablica/.data',
      EVENT_STORE: 'postgres',
      SEARCH: 'postgres',
      DEMO_DATA: true,
      OFFER_TIMERS: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable with what is wrong and the value it got', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', EVENT_STORE: 'kafka', DEMO_DATA: 'yes' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain('(got "eighty")');
    expect(problems.find((line) => line.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.some((line) => line.startsWith('EVENT_STORE:'))).toBe(true);
    expect(problems.some((line) => line.startsWith('DEMO_DATA:'))).toBe(true);
  });

  it('requires the connection settings of the production adapters it is switched to', () => {
    expect(() => loadConfig({ EVENT_STORE: 'kurrentdb' })).toThrow(
      /KURRENTDB_CONNECTION_STRING: is required/,
    );
    expect(() => loadConfig({ SEARCH: 'meilisearch' })).toThrow(/MEILI_URL: is required/);
    expect(
      loadConfig({
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_CONNECTION_STRING: 'kurrentdb://localhost:2113?tls=false',
      }).EVENT_STORE,
    ).toBe('kurrentdb');
  });

  it("reads each brand's survey address, and refuses an unknown brand, a brand twice or what is not an address", () => {
    expect(
      loadConfig({ SURVEY_URLS: 'it=https://forms.example.com/it?a=1, work=https://forms.example.com/w' })
        .SURVEY_URLS,
    ).toEqual({ it: 'https://forms.example.com/it?a=1', work: 'https://forms.example.com/w' });
    expect(loadConfig({}).SURVEY_URLS).toBeUndefined();
    for (const bad of [
      'shop=https://x.example',
      'it=https://a.example,it=https://b.example',
      'it=javascript:alert(1)',
      'https://x.example',
    ])
      expect(() => loadConfig({ SURVEY_URLS: bad }), bad).toThrow(/SURVEY_URLS: .*brand=http\(s\) address/);
  });
});
