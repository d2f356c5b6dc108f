import { Router } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import { isFileKey, newFileKey, type FileStore } from '@tablica/platform/files/port';
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
  await files.put(key, upload.buffer, upload.mime);
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

const logoNotFound = () => new NotFoundError('not_found', 'There is no such logo.');

export function offerLogoRoutes({ pool, files }: OfferLogoDeps): Router {
  const router = Router();
  router.get('/v1/offer-logos/*key', async (req, res) => {
    const key = [req.params.key ?? []].flat().join('/');
    if (!isFileKey(key) || !key.startsWith('logos/')) throw logoNotFound();
    const known = await pool.query('SELECT 1 FROM offer_logo WHERE file_key = $1', [key]);
    if (known.rowCount === 0) throw logoNotFound();
    const file = await files.get(key);
    if (!file) throw logoNotFound();
    res
      .set({
        'Content-Type': file.contentType,
        'Content-Length': String(file.size),
        // A new logo gets a new key: a key's bytes never change.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      })
      .end(file.bytes);
  });
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
