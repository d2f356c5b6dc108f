// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import { LazyOfferLocationMap } from './lazy-maps';

// Spec §2: a browser that cannot run the map gets the message. Here its code fails to download.
vi.mock('./offer-location-map', () => {
  throw new Error('offline');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the offer’s map, where its code cannot load', () => {
  it('says the browser cannot show it, with nothing more to download', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en" messages={catalogues.en}>
        <LazyOfferLocationMap places={[{ city: 'Warszawa', street: '', latitude: 52.23, longitude: 21 }]} />
      </IntlProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(catalogues.en['map.unsupported']);
  });
});
