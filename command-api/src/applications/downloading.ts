import type { Request, Response } from 'express';
import { NotFoundError } from '@tablica/domain/errors';
import type { FileStore } from '@tablica/platform/files/port';
import { sendStoredFile } from '@tablica/platform/files/send';
import { unseen } from '@tablica/platform/http/unseen';
import type { Pool } from '@tablica/platform/postgres/pool';
import { attachmentDisposition } from '../candidates/file-names';
import { actorOf, heldApplication, sendApplicationCommand, type ApplicationCommandDeps } from './commands';
import { openPersonalData } from './personal-data';

export interface DownloadingDeps extends ApplicationCommandDeps {
  readonly pool: Pool;
  readonly files: FileStore;
}

const noCv = () => new NotFoundError('application.no_cv', 'This application has no CV.');

/**
 * `GET /v1/offers/{slug}/applications/{id}/download`: the application's CV for the company that holds
 * it, as an attachment of its real type, never cached or sniffed. Each download is audited (an event
 * the company's owners see) before the bytes leave.
 */
export async function downloadCv(deps: DownloadingDeps, req: Request, res: Response): Promise<void> {
  const { member, id, application } = await heldApplication(deps.store, req);
  if (application.offerSlug !== req.params.slug)
    throw unseen(req, 'application.not_found', 'No such application.', id);
  const personal = await openPersonalData(deps.pool, deps.store, id);
  const cv = personal?.cv ?? null;
  const file = cv ? await deps.files.get(cv.key) : null;
  if (!cv || !file) throw noCv();
  await sendApplicationCommand(
    deps,
    id,
    {
      type: 'RecordCvDownload',
      data: { companyId: member.companyId, by: member.account.userId, name: member.account.name },
    },
    { tenant: req.tenant, actor: actorOf(req) },
  );
  res.set('Content-Disposition', attachmentDisposition(cv.fileName));
  sendStoredFile(res, { ...file, contentType: cv.contentType }, 'private');
}
