import type { EmotionCache } from '@emotion/react';
import { AppProviders } from './providers';
import type { RenderInput } from './render-input';
import { ListingRoute } from './routes/listing';

interface AppProps {
  readonly input: RenderInput;
  readonly emotionCache: EmotionCache;
}

/** The whole page; entry-server renders it and entry-client hydrates it with the same input. */
export function App({ input, emotionCache }: AppProps) {
  return (
    <AppProviders locale={input.locale} emotionCache={emotionCache}>
      <ListingRoute input={input} />
    </AppProviders>
  );
}
