import type { ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/locale';
import { useTranslate } from '../../lib/i18n/use-translate';
import type { Alternates } from '../../lib/i18n/language-href';
import type { ColorScheme } from '../../lib/color-scheme';
import { LanguageSwitch } from '../language-switch';
import { PlainIcon } from '../plain-icon';
import { BrandLink } from './brand-link';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { CurrencyMenu, type CurrencyChoice } from './currency-menu';
import { frame } from './frame-styles';
import { ThemeSwitch } from './theme-switch';

/** BusinessCenterOutlined (Apache 2.0, as @mui/icons-material draws it). */
const employerIcon =
  'M20 7h-4V5l-2-2h-4L8 5v2H4c-1.1 0-2 .9-2 2v5c0 .75.4 1.38 1 1.73V19c0 1.11.89 2 2 2h14c1.11 0 2-.89 2-2v-3.28c.59-.35 1-.99 1-1.72V9c0-1.1-.9-2-2-2M10 5h4v2h-4zM4 9h16v5h-5v-3H9v3H4zm9 6h-2v-2h2zm6 4H5v-3h4v1h6v-1h4z';

interface AppHeaderProps {
  readonly brandName: string;
  readonly locale: Locale;
  readonly url: string;
  readonly alternates?: Alternates | undefined;
  readonly employerHref: string;
  /** The candidate account's sign-in or profile button, on brands that have candidate accounts. */
  readonly accountEntry?: ReactNode;
  /** The scheme the page was rendered in, where the brand has dark mode (the switch shows then). */
  readonly colorScheme?: ColorScheme | undefined;
  /** The currency dropdown, on pages that show pay where the brand lets readers change currency. */
  readonly currency?: CurrencyChoice | undefined;
}

export function AppHeader({
  brandName,
  locale,
  url,
  alternates,
  employerHref,
  accountEntry,
  colorScheme,
  currency,
}: AppHeaderProps) {
  const t = useTranslate();
  return (
    <header className={frame.appBar}>
      <div className={frame.container}>
        <div className={frame.toolbar}>
          <BrandLink name={brandName} href="/" />
          <span className={frame.grow} />
          {currency && <CurrencyMenu {...currency} />}
          <ThemeSwitch />
          {colorScheme && <ColorSchemeSwitch initial={colorScheme} />}
          <LanguageSwitch locale={locale} url={url} alternates={alternates} variant="short" landmark />
          {/* On phones the label is read out but only the icon shows, so the bar fits 360 px. */}
          <a href={employerHref} className={frame.employer}>
            <PlainIcon path={employerIcon} className={frame.employerIcon} />
            <span className={frame.employerLabel}>{t('header.forEmployers')}</span>
          </a>
          {accountEntry}
        </div>
      </div>
    </header>
  );
}
