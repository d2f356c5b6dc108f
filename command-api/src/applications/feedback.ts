import type { Request, Response } from 'express';
import { z } from 'zod';
import { sendProblem } from '@tablica/platform/http/problem';
import { loadApplication, type ApplicationCommandDeps } from './commands';

/** How applying went, as the success screen's banner asks it (spec §2 "feedback banner"). */
export const applyFeedbackAnswers = ['easy', 'hard'] as const;

export const applyFeedbackSchema = z.object({ answer: z.enum(applyFeedbackAnswers) }).strict();

/**
 * `POST /v2/user-panel/applications/{id}/feedback`: the candidate's answer to "How was applying?"
 * for the application just sent. The spec names no store for it: it is recorded as one structured
 * log line (`applyFeedback`: tenant, application, offer, answer, channel, whether signed in), which the
 * logs' pipeline counts; the application must exist in this brand (404 otherwise).
 */
export async function recordApplyFeedback(
  deps: ApplicationCommandDeps,
  req: Request,
  res: Response,
): Promise<void> {
  const parsed = applyFeedbackSchema.safeParse(req.body);
  if (!parsed.success)
    return sendProblem(res, {
      status: 400,
      code: 'feedback.invalid',
      title: `The body must be { "answer": ${applyFeedbackAnswers.map((answer) => `"${answer}"`).join(' | ')} }.`,
    });
  const application = await loadApplication(deps.store, req, String(req.params.id));
  req.log.info(
    {
      applyFeedback: {
        tenant: req.tenant,
        applicationId: application.applicationId,
        offerId: application.offerId,
        answer: parsed.data.answer,
        channel: application.channel,
        signedIn: req.account?.kind === 'candidate',
      },
    },
    'apply feedback',
  );
  res.status(204).end();
}
