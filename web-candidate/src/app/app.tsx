import type { EmotionCache } from '@emotion/react';
import { itBoardFlags } from '@tablica/domain/tenant-config/feature-flags';
import { brandBasics } from '@tablica/domain/tenant-config/brand-basics';
import { isTenantId } from '@tablica/domain/tenants';
import type { ComponentType } from 'react';
import { CandidateSessionProvider } from '../features/account/hooks/use-candidate-session';
import { ServerIslandsProvider, type IslandComponents } from '../components/island';
import { MapTilesProvider } from '../features/map/map-tiles-context';
import { openStreetMapTiles } from '../features/map/map-settings';
import type { Catalogue } from '../lib/i18n/catalogues';
import { FeatureFlagsProvider } from '../lib/feature-flags';
import { candidateAccountsOn } from './pages';
import { JobAlertsSession } from './job-alerts-session';
import { AppProviders } from './providers';
import type { RenderInput } from './render-input';

/** A page's component (`app/routes/`): what `pageOf(input)` names, and nothing of the other pages. */
export type RouteComponent = ComponentType<{ readonly input: RenderInput }>;

interface AppProps {
  readonly input: RenderInput;
  readonly emotionCache: EmotionCache;
  /** The texts of `input.locale`: all of them, or the page's with `moreMessages`. */
  readonly messages: Catalogue;
  /** The rest of the language's texts, where `messages` holds only those the server's markup used. */
  readonly moreMessages?: () => Promise<Catalogue>;
  /** The page `pageOf(input)` names: entry-server has them all, entry-client loads it before hydrating. */
  readonly route: RouteComponent;
  /** The islands' components: entry-server has them all; the browser loads each on first use. */
  readonly islands?: IslandComponents;
}

/** The whole page; entry-server renders it and entry-client hydrates it with the same input. */
export function App({ input, emotionCache, messages, moreMessages, route: Route, islands }: AppProps) {
  const flags = isTenantId(input.tenant.id) ? brandBasics(input.tenant.id).featureFlags : itBoardFlags;
  return (
    <AppProviders
      locale={input.locale}
      messages={messages}
      moreMessages={moreMessages}
      emotionCache={emotionCache}
      colorScheme={input.colorScheme ?? null}
      themeVariant={input.themeVariant ?? null}
    >
      <FeatureFlagsProvider value={flags}>
        <MapTilesProvider value={input.mapTiles ?? openStreetMapTiles}>
          <CandidateSessionProvider locale={input.locale} enabled={candidateAccountsOn(input)}>
            <JobAlertsSession input={input}>
              <ServerIslandsProvider value={islands ?? null}>
                <Route input={input} />
              </ServerIslandsProvider>
            </JobAlertsSession>
          </CandidateSessionProvider>
        </MapTilesProvider>
      </FeatureFlagsProvider>
    </AppProviders>
  );
}
