import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { ConsentEntry } from '../api/job-alerts-api';

/** What each step of the trail says; an unknown `via` falls back to its action alone. */
const stepText: Record<string, MessageId> = {
  'requested:email-link': 'jobAlerts.consent.requested',
  'given:email-link': 'jobAlerts.consent.givenEmailLink',
  'given:verified-account': 'jobAlerts.consent.givenAccount',
  'withdrawn:link': 'jobAlerts.consent.withdrawnLink',
  'withdrawn:one-click': 'jobAlerts.consent.withdrawnOneClick',
  'withdrawn:account': 'jobAlerts.consent.withdrawnAccount',
  'withdrawn:disabled': 'jobAlerts.consent.withdrawnDisabled',
  'withdrawn:deleted': 'jobAlerts.consent.withdrawnDeleted',
};
const actionText: Record<ConsentEntry['action'], MessageId> = {
  requested: 'jobAlerts.consent.requested',
  given: 'jobAlerts.consent.given',
  withdrawn: 'jobAlerts.consent.withdrawn',
};

/** A saved search's consent trail (GDPR art. 7(1)): when and how the alert mails were agreed to and stopped. */
export function ConsentTrail({
  entries,
  locale,
}: {
  readonly entries: readonly ConsentEntry[];
  readonly locale: Locale;
}) {
  const t = useTranslate();
  const listId = useId();
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  const when = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  });
  return (
    <div>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        sx={{ px: 0.5 }}
      >
        {t('jobAlerts.consent.toggle')}
      </Button>
      {open && (
        <Box
          component="ol"
          id={listId}
          sx={{
            m: 0,
            mt: 0.5,
            pl: 2.5,
            color: 'text.secondary',
            fontSize: '0.875rem',
            display: 'grid',
            gap: 0.25,
          }}
        >
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.via}`}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              {' — '}
              {t(stepText[`${entry.action}:${entry.via}`] ?? actionText[entry.action])}
            </li>
          ))}
        </Box>
      )}
    </div>
  );
}
