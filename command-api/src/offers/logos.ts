import { Router } from 'express';
import { newFileKey, type FileStore } from '@tablica/platform/files/port';
import { publicLogoHandler } from '@tablica/platform/files/send';
import type { AcceptedUpload } from '@tablica/platform/files/upload';
import { problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { Pool } from '@tablica/platform/postgres/pool';

/**
 * Logos sent with the offer form (`company_logo`, checked by its bytes: JPEG or PNG, at most 5 MB,
 * not empty). Each is stored under a fresh key, listed in `offer_logo`, and served only from there.
 * A replaced logo stays: the offer's history still names it.
 */
export interface OfferLogoDeps {
  readonly pool: Pool;
  readonly files: FileStore;
}

export const offerLogoUrl = (key: string) => `/api/v1/offer-logos/${key}`;

export interface StoredLogo {
  readonly key: string;
  readonly url: string;
}

export async function storeOfferLogo(
  { pool, files }: OfferLogoDeps,
  upload: AcceptedUpload,
  offer: { readonly offerId: string; readonly tenant: string },
): Promise<StoredLogo> {
  const key = newFileKey('logos', upload.extension);
  await files.putFile(key, upload.path, upload.mime);
  await pool.query('INSERT INTO offer_logo (file_key, offer_id, tenant) VALUES ($1, $2, $3)', [
    key,
    offer.offerId,
    offer.tenant,
  ]);
  return { key, url: offerLogoUrl(key) };
}

/** Undoes `storeOfferLogo` when the command it came with was refused. */
export async function discardOfferLogo({ pool, files }: OfferLogoDeps, logo: StoredLogo): Promise<void> {
  await pool.query('DELETE FROM offer_logo WHERE file_key = $1', [logo.key]);
  await files.delete(logo.key);
}

export function offerLogoRoutes({ pool, files }: OfferLogoDeps): Router {
  const router = Router();
  router.get(
    '/v1/offer-logos/*key',
    publicLogoHandler(files, async (key) => {
      const known = await pool.query('SELECT 1 FROM offer_logo WHERE file_key = $1', [key]);
      return known.rowCount !== 0;
    }),
  );
  return router;
}

export const offerLogoPaths: OpenApiPaths = {
  '/v1/offer-logos/{key}': {
    get: {
      summary: "A logo sent with an offer's form (public; immutable: a new logo gets a new key)",
      parameters: [
        {
          name: 'key',
          in: 'path',
          required: true,
          schema: { type: 'string', example: 'logos/2026/11/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png' },
        },
      ],
      responses: {
        200: { description: 'The logo', content: { 'image/png': {}, 'image/jpeg': {} } },
        404: problemResponse('not_found: no offer has this logo'),
      },
    },
  },
};
