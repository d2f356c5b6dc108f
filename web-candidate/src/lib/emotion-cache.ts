import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * One factory for server and client: the same key lets the client adopt the style tags the server
 * rendered (`data-emotion="css …"`) instead of inserting them again. `prepend` keeps MUI's styles
 * before any later stylesheet so those can override them.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', prepend: true });
}
