import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import { activationLink, type AlertAddress } from '@tablica/platform/job-alerts/links';
import { jobAlertConfirmationMail, mailLocaleOf } from '@tablica/platform/job-alerts/mails';
import type { JobAlertRoutesDeps } from './commands';

export const newConfirmationId = () => randomUUID();

/** The double opt-in mail with a fresh activation link (it answers `confirmationId` only). */
export async function mailConfirmation(
  deps: JobAlertRoutesDeps,
  req: Request,
  alert: AlertAddress & {
    readonly email: string;
    readonly language: string;
    readonly name: string;
    readonly frequency: JobAlertFrequency;
    readonly confirmationId: string;
  },
): Promise<void> {
  if (!deps.mailer) return;
  const link = activationLink(
    deps.origins.forRequest(req),
    deps.codeKey,
    alert,
    alert.confirmationId,
    deps.now(),
    mailLocaleOf(alert.language),
  );
  await deps.mailer.send(
    jobAlertConfirmationMail({
      to: alert.email,
      language: alert.language,
      name: alert.name,
      frequency: alert.frequency,
      activationLink: link,
    }),
  );
}
