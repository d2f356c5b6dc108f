import type { Locale } from '../../lib/i18n/locale';
import { useTranslate } from '../../lib/i18n/use-translate';
import type { Alternates } from '../../lib/i18n/language-href';
import { LanguageSwitch } from '../language-switch';
import { BrandLink } from './brand-link';
import { frame } from './frame-styles';

/** The legal documents' page (the board's `termsPath`; components do not import the app). */
const termsHref = '/terms-and-privacy-policies';

interface AppFooterProps {
  readonly brandName: string;
  readonly locale: Locale;
  readonly url: string;
  readonly alternates?: Alternates | undefined;
  readonly employerHref: string;
  /** From the request time, not the browser clock, so server and client agree. */
  readonly year: number;
}

export function AppFooter({ brandName, locale, url, alternates, employerHref, year }: AppFooterProps) {
  const t = useTranslate();
  return (
    <footer className={frame.footer}>
      <div className={frame.footerInner}>
        <div className={frame.footerAbout}>
          <BrandLink name={brandName} href="/" />
          <p className={frame.tagline}>{t('footer.tagline')}</p>
          <p className={frame.copyright}>{t('footer.copyright', { year: String(year), brand: brandName })}</p>
        </div>
        <div className={frame.footerLinks}>
          <a href={employerHref} className={frame.strongLink}>
            {t('header.forEmployers')}
          </a>
          <a href={termsHref} className={frame.link}>
            {t('footer.terms')}
          </a>
          <LanguageSwitch locale={locale} url={url} alternates={alternates} variant="full" />
        </div>
      </div>
    </footer>
  );
}
