import { en, type MessageId } from './en';
import type { Locale } from './locale';
import { pl } from './pl';

export type Catalogue = Record<MessageId, string>;

/** Both languages' texts at once, for the server's rendering and tests (the browser loads one: load-catalogue). */
export const catalogues: Record<Locale, Catalogue> = { pl, en };
