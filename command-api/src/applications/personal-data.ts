import {
  applicationStreamId,
  type ApplicationSubmitted,
  type PersonalData,
} from '@tablica/domain/applications/application';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { Queryable } from '@tablica/platform/postgres/pool';
import { createSealingKey, findSealingKey, seal, unseal } from '@tablica/platform/privacy/sealed';

/** Seals an application's personal data under a new key of its own (stored before the event). */
export async function sealPersonalData(
  db: Queryable,
  tenant: string,
  applicationId: string,
  candidateId: string | null,
  data: PersonalData,
): Promise<string> {
  return seal(await createSealingKey(db, applicationId, tenant, candidateId), data);
}

/** The personal data the application's first event sealed; null when erased (its key is gone). */
export async function openPersonalData(
  db: Queryable,
  store: EventStore,
  applicationId: string,
): Promise<PersonalData | null> {
  const [first] = await store.readStream(applicationStreamId(applicationId));
  if (!first) return null;
  const data = first.data as ApplicationSubmitted['data'];
  return unseal<PersonalData>(await findSealingKey(db, applicationId), data.personal);
}
