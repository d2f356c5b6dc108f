import type { Locale } from '../../../lib/i18n/locale';

export type ApplyFeedbackAnswer = 'easy' | 'hard';

/** `POST /api/v2/user-panel/applications/{id}/feedback`: the success screen's "How was applying?". */
export async function sendApplyFeedback(
  applicationId: string,
  answer: ApplyFeedbackAnswer,
  locale: Locale,
): Promise<void> {
  const response = await fetch(
    `/api/v2/user-panel/applications/${encodeURIComponent(applicationId)}/feedback`,
    {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': locale, 'Content-Type': 'application/json' },
      body: JSON.stringify({ answer }),
    },
  );
  if (!response.ok) throw new Error(`feedback refused: ${response.status}`);
}
