import { useIntl } from 'react-intl';

/** Dates in the board's time zone: the server and the browser print the same day ("3 November 2026"). */
export function useDay() {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' });
}
