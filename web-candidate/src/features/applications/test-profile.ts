import type { CandidateProfile } from '@tablica/domain/accounts/candidates';

/** A signed-in candidate with a name and a saved CV: applies in one click (tests). */
export const candidateWithCv: CandidateProfile = {
  id: 'user-1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  message: null,
  avatarUrl: null,
  applicationDocs: [
    { id: 'doc-1', type: 'cv', fileName: 'anna-cv.pdf', size: 1200, uploadedAt: '2026-11-01' },
  ],
  unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
  matchmaking: { mandatoryPreferencesFilledIn: false },
};
