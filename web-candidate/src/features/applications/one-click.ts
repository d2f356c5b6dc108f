import type { CandidateProfile } from '@tablica/domain/accounts/candidates';

/** The name a profile applies with, or null when it has none. */
export const profileName = (profile: CandidateProfile) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() || null;

/**
 * Whether the candidate can apply in one click (spec §4 "Apply source", §6): signed in, with a name
 * and a CV in the profile. Then the offer page's Apply opens the confirm dialog, not the form.
 */
export const appliesInOneClick = (profile: CandidateProfile | null): profile is CandidateProfile =>
  profile !== null && profileName(profile) !== null && profile.applicationDocs.length > 0;
