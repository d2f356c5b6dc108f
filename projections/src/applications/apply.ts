import {
  applicationEventTypes,
  type ApplicationEvent,
  type ApplicationSubmitted,
  type PersonalData,
} from '@tablica/domain/applications/application';
import type { RecordedEvent } from '@tablica/platform/event-store/port';
import type { PoolClient } from '@tablica/platform/postgres/pool';
import { findSealingKey, unseal } from '@tablica/platform/privacy/sealed';
import type { Projection } from '@tablica/platform/projections/projection';

async function insert(tx: PoolClient, event: RecordedEvent, data: ApplicationSubmitted['data']) {
  // A shredded key (an erased application) leaves every personal field empty, on a rebuild too.
  const personal = unseal<PersonalData>(await findSealingKey(tx, data.applicationId), data.personal);
  await tx.query(
    `INSERT INTO applications (application_id, tenant, stream_version, offer_id, offer_slug, company_id,
       candidate_id, channel, source, confirmed, status, name, email, message, cv_file_name,
       cv_content_type, cv_size, has_cv, future_consent, custom_consent, shown, submitted_at, updated_at,
       retain_until, erased_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'new', $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $21, $22, $23)
     ON CONFLICT (application_id) DO NOTHING`,
    [
      data.applicationId,
      event.metadata.tenant,
      event.streamVersion,
      data.offerId,
      data.offerSlug,
      data.companyId,
      data.candidateId,
      data.channel,
      data.source,
      data.channel === 'form',
      personal?.name ?? null,
      personal?.email ?? null,
      personal?.message ?? null,
      personal?.cv?.fileName ?? null,
      personal?.cv?.contentType ?? null,
      personal?.cv?.size ?? null,
      data.hasCv && personal?.cv != null,
      data.consents.futureConsentAccepted,
      data.consents.customConsentAccepted,
      JSON.stringify(data.shown),
      data.submittedAt,
      data.retainUntil,
      personal === null ? data.submittedAt : null,
    ],
  );
}

/** Sets `set` (SQL with $3.. for `values`) on the row if this event is newer than what it has seen. */
async function update(tx: PoolClient, event: RecordedEvent, id: string, set: string, values: unknown[] = []) {
  await tx.query(
    `UPDATE applications SET stream_version = $2, ${set}
      WHERE application_id = $1 AND stream_version < $2`,
    [id, event.streamVersion, ...values],
  );
}

async function apply(tx: PoolClient, event: RecordedEvent): Promise<void> {
  const application = event as unknown as ApplicationEvent;
  const id = application.data.applicationId;
  switch (application.type) {
    case 'ApplicationSubmitted':
    case 'ApplicationRedirectTracked':
      return insert(tx, event, application.data);
    case 'ApplicationRedirectConfirmed':
      return update(tx, event, id, 'confirmed = true, updated_at = $3', [application.data.confirmedAt]);
    case 'ApplicationStatusChanged':
      return update(tx, event, id, 'status = $3, updated_at = $4', [
        application.data.status,
        application.data.changedAt,
      ]);
    case 'ApplicationDeleted':
      return update(tx, event, id, 'deleted_at = $3, updated_at = $3', [application.data.deletedAt]);
    case 'ApplicationWithdrawn':
      return update(tx, event, id, 'withdrawn_at = $3, updated_at = $3', [application.data.withdrawnAt]);
    case 'ApplicationCvDownloaded': {
      const { downloadedBy, downloaderName, downloadedAt } = application.data;
      await tx.query(
        `INSERT INTO application_downloads (application_id, stream_version, downloaded_by, downloader_name, downloaded_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [id, event.streamVersion, downloadedBy, downloaderName, downloadedAt],
      );
      return update(tx, event, id, 'updated_at = updated_at');
    }
    case 'ApplicationErased':
      return update(
        tx,
        event,
        id,
        `name = NULL, email = NULL, message = NULL, cv_file_name = NULL, cv_content_type = NULL,
         cv_size = NULL, has_cv = false, erased_at = $3, updated_at = $3`,
        [application.data.erasedAt],
      );
    default: {
      const unknown: never = application;
      throw new Error(`applications cannot apply ${String((unknown as { type: unknown }).type)}`);
    }
  }
}

export const applicationsProjection: Projection = {
  name: 'applications',
  version: 1,
  handles: applicationEventTypes,
  apply,
};
