import type { EmotionCache } from '@emotion/react';
import { CandidateSessionProvider } from '../features/account/hooks/use-candidate-session';
import { MapTilesProvider } from '../features/map/map-tiles-context';
import { openStreetMapTiles } from '../features/map/map-settings';
import { candidateAccountsOn, pageOf } from './pages';
import { JobAlertsSession } from './job-alerts-session';
import { AppProviders } from './providers';
import type { RenderInput } from './render-input';
import { ApplicationErasureRoute } from './routes/application-erasure';
import { BrandStoryRoute } from './routes/brand-story';
import { HomeRoute } from './routes/home';
import { ListingRoute } from './routes/listing';
import { NotFoundRoute } from './routes/not-found';
import { OfferRoute } from './routes/offer';
import { ProfileRoute } from './routes/profile';
import { SavedSearchesRoute } from './routes/saved-searches';
import { TermsRoute } from './routes/terms';

interface AppProps {
  readonly input: RenderInput;
  readonly emotionCache: EmotionCache;
}

/** The whole page; entry-server renders it and entry-client hydrates it with the same input. */
export function App({ input, emotionCache }: AppProps) {
  return (
    <AppProviders locale={input.locale} emotionCache={emotionCache} colorScheme={input.colorScheme ?? null}>
      <MapTilesProvider value={input.mapTiles ?? openStreetMapTiles}>
        <CandidateSessionProvider locale={input.locale} enabled={candidateAccountsOn(input)}>
          <JobAlertsSession input={input}>
            {
              {
                home: <HomeRoute input={input} />,
                profile: <ProfileRoute input={input} />,
                'saved-searches': <SavedSearchesRoute input={input} />,
                listing: <ListingRoute input={input} />,
                offer: <OfferRoute input={input} />,
                'application-erasure': <ApplicationErasureRoute input={input} />,
                terms: <TermsRoute input={input} />,
                'brand-story': <BrandStoryRoute input={input} />,
                'not-found': <NotFoundRoute input={input} />,
              }[pageOf(input)]
            }
          </JobAlertsSession>
        </CandidateSessionProvider>
      </MapTilesProvider>
    </AppProviders>
  );
}
