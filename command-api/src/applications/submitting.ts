import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { PersonalData } from '@tablica/domain/applications/application';
import { parseApplicationForm, applySource } from '@tablica/domain/applications/form';
import { NotFoundError, ValidationError } from '@tablica/domain/errors';
import { errorTexts } from '@tablica/domain/validation';
import { nameMatchesContent } from '@tablica/platform/files/inspect';
import { isFileKey, newFileKey, type FileStore } from '@tablica/platform/files/port';
import type { AcceptedUpload } from '@tablica/platform/files/upload';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import type { MailLocale, Mailer } from '@tablica/platform/mail/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { keepSealedUntil, shredSealingKeys } from '@tablica/platform/privacy/sealed';
import { safeFileName } from '../candidates/file-names';
import { actorOf, sendApplicationCommand, type ApplicationCommandDeps } from './commands';
import { erasureCode, erasureLinkPath } from './erasure-link';
import { applicationMail, type ApplicationMail } from './mails';
import { loadOfferToApply, type ApplicableOffer } from './offer-to-apply';
import { sealPersonalData } from './personal-data';
import { countApplicationHit, type ApplicationLimits } from './rate-limits';
import { assertClean, type ScannedFile, type VirusScanner } from './virus-scan';

export interface SubmittingDeps extends ApplicationCommandDeps {
  readonly pool: Pool;
  readonly files: FileStore;
  readonly origins: PublicOrigins;
  readonly erasureKey: Buffer;
  readonly mailer?: Mailer | undefined;
  readonly limits: ApplicationLimits;
  readonly scanner: VirusScanner | null;
}

/**
 * The CV an application carries: a fresh upload (spooled on disk, streamed onwards), or a copy of
 * one of the candidate's saved CVs (read from the store).
 */
interface ApplicationCv {
  readonly file: ScannedFile;
  readonly size: number;
  readonly contentType: string;
  readonly extension: string;
  readonly fileName: string;
}

/** A saved CV of the signed-in candidate, by id; anybody else's is not found. */
async function savedCv(deps: SubmittingDeps, userId: string, documentId: string): Promise<ApplicationCv> {
  const found = await deps.pool.query<{ file_key: string; file_name: string; content_type: string }>(
    'SELECT file_key, file_name, content_type FROM candidate_document WHERE id::text = $1 AND user_id = $2',
    [documentId, userId],
  );
  const row = found.rows[0];
  const file = row && isFileKey(row.file_key) ? await deps.files.get(row.file_key) : null;
  if (!row || !file) throw new NotFoundError('candidate.document_not_found', 'No such document.');
  return {
    file: { bytes: file.bytes },
    size: file.size,
    contentType: row.content_type,
    extension: row.file_key.slice(row.file_key.lastIndexOf('.') + 1),
    fileName: row.file_name,
  };
}

const uploadedCv = (upload: AcceptedUpload): ApplicationCv => ({
  file: { path: upload.path },
  size: upload.size,
  contentType: upload.mime,
  extension: upload.extension,
  fileName: safeFileName(upload.originalname, upload.extension),
});

/** The company's language: its (first) owner's. */
async function companyContact(pool: Pool, companyId: string | null) {
  if (companyId === null) return null;
  const owner = await pool.query<{ email: string; locale: string | null }>(
    `SELECT u.email, u.locale FROM company_member m JOIN auth_user u ON u.id = m."userId"
      WHERE m."organizationId" = $1 AND m.role = 'owner' ORDER BY m."createdAt" LIMIT 1`,
    [companyId],
  );
  const row = owner.rows[0];
  return row ? { email: row.email, locale: (row.locale === 'en' ? 'en' : 'pl') as MailLocale } : null;
}

/** New-application mail to the offer's contact and a confirmation to the candidate; failures are logged only. */
async function sendMails(
  deps: SubmittingDeps,
  req: Request,
  offer: ApplicableOffer,
  applicationId: string,
  personal: PersonalData,
  retainUntil: string,
): Promise<void> {
  if (!deps.mailer) return;
  const origin = deps.origins.forRequest(req);
  const owner = await companyContact(deps.pool, offer.companyId);
  const contact = offer.contactEmail ?? owner?.email ?? null;
  const mails: { to: string; locale: MailLocale; mail: ApplicationMail }[] = [];
  if (contact)
    mails.push({
      to: contact,
      locale: owner?.locale ?? 'pl',
      mail: {
        kind: 'new-application',
        offerTitle: offer.title,
        candidateName: personal.name,
        hasCv: personal.cv !== null,
        consoleLink: `${origin}/employer/#/applications/${applicationId}/show`,
      },
    });
  mails.push({
    to: personal.email,
    locale: req.account?.locale ?? (req.acceptsLanguages('pl', 'en') === 'en' ? 'en' : 'pl'),
    mail: {
      kind: 'application-confirmation',
      offerTitle: offer.title,
      companyName: offer.companyName,
      name: personal.name,
      email: personal.email,
      message: personal.message,
      fileName: personal.cv?.fileName ?? null,
      erasureLink: `${origin}${erasureLinkPath(erasureCode(deps.erasureKey, { tenant: req.tenant, applicationId }, retainUntil))}`,
      retainUntil,
    },
  });
  await Promise.all(
    mails.map(({ to, locale, mail }) =>
      deps.mailer!.send(applicationMail(to, locale, mail)).catch((error: unknown) => {
        req.log?.error({ err: error, mail: mail.kind }, 'application mail not sent');
      }),
    ),
  );
}

/**
 * `POST /v1/offers/{id}/applications`: the board's apply form (spec §5). The form is checked, the CV
 * (upload or saved) scanned and stored under a server-made key, the personal data sealed, and the
 * application appended; a failed append takes the file and the key away again.
 */
export async function submitApplication(
  deps: SubmittingDeps,
  req: Request,
  res: Response,
  upload: AcceptedUpload | undefined,
): Promise<void> {
  const offer = await loadOfferToApply(deps.store, req.tenant, String(req.params.id));
  const account = req.account?.kind === 'candidate' && req.account.tenant === req.tenant ? req.account : null;
  const body = (req.body ?? {}) as Record<string, unknown>;
  const documentId =
    typeof body.document_id === 'string' && body.document_id !== '' ? body.document_id : null;
  if (upload && !nameMatchesContent(upload.originalname, upload))
    throw new ValidationError(
      [
        {
          path: 'attachment',
          code: 'errors.invalidFileType',
          message: errorTexts['errors.invalidFileType'].en,
        },
      ],
      'The upload was refused.',
    );
  const form = parseApplicationForm(body, upload !== undefined || documentId !== null);
  await countApplicationHit(
    deps.pool,
    `email:${req.tenant}:${form.email.toLowerCase()}`,
    deps.limits.perEmailPerHour,
  );

  const cv = upload
    ? uploadedCv(upload)
    : documentId !== null && account
      ? await savedCv(deps, account.userId, documentId)
      : null;
  if (documentId !== null && !upload && !account)
    throw new NotFoundError('candidate.document_not_found', 'No such document.');
  if (cv) await assertClean(deps.scanner, upload ? 'attachment' : 'document_id', cv.file);

  const hasSavedCv = account
    ? ((
        await deps.pool.query('SELECT 1 FROM candidate_document WHERE user_id = $1 LIMIT 1', [account.userId])
      ).rowCount ?? 0) > 0
    : false;
  const source = applySource({
    profile: account ? { name: account.name, email: account.email, hasCv: hasSavedCv } : null,
    name: form.name,
    email: form.email,
    usedSavedCv: documentId !== null && !upload,
    uploadedFile: upload !== undefined,
  });

  const applicationId = randomUUID();
  const key = cv ? newFileKey('attachments', cv.extension) : null;
  const personal: PersonalData = {
    name: form.name,
    email: form.email,
    message: form.message,
    cv: cv && key ? { key, fileName: cv.fileName, contentType: cv.contentType, size: cv.size } : null,
  };
  let retainUntil: string;
  try {
    // The file and the sealing key side by side; the key's commit does not wait for the disk, the
    // append's (durable) right after it flushes the log with the key in it.
    const [sealing, storing] = await Promise.allSettled([
      sealPersonalData(deps.pool, req.tenant, applicationId, account?.userId ?? null, personal),
      cv && key
        ? 'path' in cv.file
          ? deps.files.putFile(key, cv.file.path, cv.contentType)
          : deps.files.put(key, cv.file.bytes, cv.contentType)
        : Promise.resolve(),
    ]);
    if (storing.status === 'rejected') throw storing.reason;
    if (sealing.status === 'rejected') throw sealing.reason;
    const sealed = sealing.value;
    const { events } = await sendApplicationCommand(
      deps,
      applicationId,
      {
        type: 'SubmitApplication',
        data: {
          applicationId,
          offer,
          candidateId: account?.userId ?? null,
          source,
          personal: sealed,
          hasCv: cv !== null,
          consents: {
            futureConsentAccepted: form.future_consent_accepted,
            customConsentAccepted: form.custom_consent_accepted,
          },
        },
      },
      { tenant: req.tenant, actor: actorOf(req), freshId: true },
    );
    const submitted = events[0];
    if (submitted?.type !== 'ApplicationSubmitted') throw new Error('the submission appended no application');
    retainUntil = submitted.data.retainUntil;
  } catch (error) {
    if (key) await deps.files.delete(key).catch(() => undefined);
    await shredSealingKeys(deps.pool, [applicationId]).catch(() => undefined);
    throw error;
  }
  res.status(201).json({ id: applicationId, applicationId, source });
  // After the answer (the application is stored): the retention date of its personal data, and two
  // SMTP conversations the candidate does not wait for (failures are logged).
  await keepSealedUntil(deps.pool, applicationId, retainUntil).catch((error: unknown) => {
    req.log?.error({ err: error, applicationId }, 'retention date of an application not kept');
  });
  await sendMails(deps, req, offer, applicationId, personal, retainUntil);
}
