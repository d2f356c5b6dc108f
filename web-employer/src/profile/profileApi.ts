import type { ProfileUpdate } from '@tablica/domain/accounts/users';
import type { CallApi } from '../api';
import type { EmployerProfile } from '../authProvider';

export const profileRecordId = 'me';

/** The profile page's record: the profile with the form's own fixed id and a phone that is never null. */
export interface ProfileRecord extends Omit<EmployerProfile, 'id' | 'phone'> {
  readonly id: string;
  readonly userId: string;
  readonly phone: string;
}

export function profileRecord(profile: EmployerProfile): ProfileRecord {
  return { ...profile, id: profileRecordId, userId: profile.id, phone: profile.phone ?? '' };
}

export async function fetchProfile(call: CallApi): Promise<ProfileRecord> {
  return profileRecord(await call<EmployerProfile>('/v2/employer-panel/profiles/me'));
}

/** Only the name, phone and language are the user's to change. */
export async function saveProfile(call: CallApi, changes: ProfileUpdate): Promise<ProfileRecord> {
  const { name, phone, locale } = changes;
  return profileRecord(
    await call<EmployerProfile>('/v1/profiles/me', { method: 'PATCH', json: { name, phone, locale } }),
  );
}
