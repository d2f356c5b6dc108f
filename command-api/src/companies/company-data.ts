import { Router } from 'express';
import { billingDataSchema, clausesSchema, companyDataSchema } from '@tablica/domain/accounts/company';
import { companySizes } from '@tablica/domain/catalogue';
import { parseOrThrow } from '@tablica/domain/validation';
import { newFileKey, type FileStore } from '@tablica/platform/files/port';
import { publicLogoHandler } from '@tablica/platform/files/send';
import { acceptUploads, uploadedFile } from '@tablica/platform/files/upload';
import { companyMember, requireCompany } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { inTransaction, type Pool } from '@tablica/platform/postgres/pool';
import { companyNotFound, logoUrlOf, readCompany } from './company-view';

export interface CompanyDataDeps {
  readonly pool: Pool;
  readonly files: FileStore;
}

/** The company's own data: name, size, website and logo; billing data; clauses (spec §7). */
export function companyDataRoutes({ pool, files }: CompanyDataDeps): Router {
  const router = Router();

  router.get('/v1/company', async (req, res) => {
    const { companyId } = companyMember(req, 'company.read');
    res.json(await readCompany(pool, companyId));
  });

  // The guard runs before the upload is read: nobody without the right streams 5 MB into memory.
  router.post(
    '/v1/company/company_data',
    requireCompany('company.edit'),
    acceptUploads([{ name: 'logo', kind: 'logo' }]),
    async (req, res) => {
      const { companyId } = companyMember(req, 'company.edit');
      const data = parseOrThrow(companyDataSchema, req.body);
      const logo = uploadedFile(req, 'logo');
      const logoKey = logo ? newFileKey('logos', logo.extension) : null;
      if (logo && logoKey) await files.putFile(logoKey, logo.path, logo.mime);
      let replaced: string | null;
      try {
        replaced = await inTransaction(pool, async (db) => {
          const current = await db.query<{ logo_key: string | null }>(
            'SELECT logo_key FROM company_profile WHERE company_id = $1 FOR UPDATE',
            [companyId],
          );
          const profile = current.rows[0];
          if (!profile) throw companyNotFound();
          await db.query(`UPDATE company SET name = $2, logo = COALESCE($3, logo) WHERE id = $1`, [
            companyId,
            data.name,
            logoUrlOf(logoKey),
          ]);
          await db.query(
            `UPDATE company_profile
                SET size = $2, url = $3, logo_key = COALESCE($4, logo_key), updated_at = now()
              WHERE company_id = $1`,
            [companyId, data.size, data.url, logoKey],
          );
          return logoKey ? profile.logo_key : null;
        });
      } catch (error) {
        if (logoKey) await files.delete(logoKey).catch(() => undefined);
        throw error;
      }
      // Only once no row points at the old logo: a failed update leaves the company with its logo.
      if (replaced)
        await files
          .delete(replaced)
          .catch((error: unknown) => req.log.warn({ err: error, key: replaced }, 'old logo not deleted'));
      res.json(await readCompany(pool, companyId));
    },
  );

  // Only a company's current logo is served.
  router.get(
    '/v1/company-logos/*key',
    publicLogoHandler(files, async (key) => {
      const owner = await pool.query('SELECT 1 FROM company_profile WHERE logo_key = $1', [key]);
      return owner.rowCount !== 0;
    }),
  );

  router.patch('/v2/employer-panel/company/billing-data', async (req, res) => {
    const { companyId } = companyMember(req, 'company.edit');
    const billingData = parseOrThrow(billingDataSchema, req.body);
    await updateProfile(pool, companyId, 'billing_data', billingData);
    res.json(await readCompany(pool, companyId));
  });

  router.patch('/v2/employer-panel/company/clauses', async (req, res) => {
    const { companyId } = companyMember(req, 'company.edit');
    const clauses = parseOrThrow(clausesSchema, req.body);
    await updateProfile(pool, companyId, 'clauses', clauses);
    res.json(await readCompany(pool, companyId));
  });

  return router;
}

async function updateProfile(
  pool: Pool,
  companyId: string,
  column: 'billing_data' | 'clauses',
  value: unknown,
): Promise<void> {
  const { rowCount } = await pool.query(
    `UPDATE company_profile SET ${column} = $2::jsonb, updated_at = now() WHERE company_id = $1`,
    [companyId, JSON.stringify(value)],
  );
  if (rowCount === 0) throw companyNotFound();
}

const signedInProblems = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse('auth.not_an_employer, auth.role_forbidden'),
};
const companyAnswer = jsonResponse('The company: id, name, slug, size, url, logoUrl, billingData, clauses');

export const companyDataPaths: OpenApiPaths = {
  '/v1/company': {
    get: {
      summary: "The signed-in employer's company (any member)",
      responses: { 200: companyAnswer, ...signedInProblems },
    },
  },
  '/v1/company/company_data': {
    post: {
      summary:
        'Change the company name, size and website, and the logo when a file is sent (owner, admin). ' +
        'The logo is judged by its bytes: JPEG or PNG, at most 5 MB, not empty.',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['name', 'size', 'url'],
              properties: {
                name: { type: 'string', maxLength: 50 },
                size: { type: 'string', enum: [...companySizes] },
                url: { type: 'string', format: 'uri' },
                logo: { type: 'string', format: 'binary' },
              },
            },
          },
          ...jsonBody(companyDataSchema).content,
        },
      },
      responses: {
        200: companyAnswer,
        400: problemResponse(
          'Field issues: errors.companyNameTooShort/TooLong, errors.protocolMissing, errors.noSpaces, ' +
            'errors.invalidOption; logo: errors.invalidFileType, errors.fileTooLarge, errors.corruptedFile',
        ),
        ...signedInProblems,
      },
    },
  },
  '/v1/company-logos/{key}': {
    get: {
      summary: "A company's current logo (public; immutable: a new logo gets a new key)",
      parameters: [
        {
          name: 'key',
          in: 'path',
          required: true,
          schema: { type: 'string', example: 'logos/2026/11/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png' },
        },
      ],
      responses: {
        200: {
          description: 'The logo',
          content: { 'image/png': {}, 'image/jpeg': {} },
        },
        404: problemResponse('not_found: no company has this logo'),
      },
    },
  },
  '/v2/employer-panel/company/billing-data': {
    patch: {
      summary: 'Set the billing data (owner, admin)',
      requestBody: jsonBody(billingDataSchema),
      responses: {
        200: companyAnswer,
        400: problemResponse('Field issues (e.g. NIP checksum)'),
        ...signedInProblems,
      },
    },
  },
  '/v2/employer-panel/company/clauses': {
    patch: {
      summary: 'Set the clauses offers carry (owner, admin)',
      requestBody: jsonBody(clausesSchema),
      responses: {
        200: companyAnswer,
        400: problemResponse('Field issues (errors.clausePlaceholder, ...)'),
        ...signedInProblems,
      },
    },
  },
};
