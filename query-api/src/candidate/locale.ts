import type { Request } from 'express';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { locales, type Locale } from '@tablica/domain/tenant-config/types';

/** The language of labels in an answer: `Accept-Language` (pl or en), else the tenant's default. */
export function requestLocale(req: Request): Locale {
  if (!req.get('accept-language')) return tenantConfig(req.tenant).defaultLocale;
  const chosen = req.acceptsLanguages(...locales);
  return chosen === 'en' ? 'en' : chosen === 'pl' ? 'pl' : tenantConfig(req.tenant).defaultLocale;
}
