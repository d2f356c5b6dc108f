import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Currency } from '@tablica/domain/catalogue';
import { brandBasics } from '@tablica/domain/tenant-config/brand-basics';
import { isTenantId } from '@tablica/domain/tenants';
import { lazy, type ReactNode } from 'react';
import { FooterPart } from '../components/layout/footer-part';
import { frame } from '../components/layout/frame-styles';
import { HeaderIsland } from '../components/layout/header-island';
import { SkipLink } from '../components/layout/skip-link';
import { LazyMount } from '../components/lazy-mount';
import type { MessageId } from '../lib/i18n/en';
import { useFeatureFlags } from '../lib/feature-flags';
import { useTranslate } from '../lib/i18n/use-translate';
import { candidateAccountsOn } from './pages';
import type { RenderInput } from './render-input';

export const employerHref = '/employer/';
// Spec §2: only a brand with a survey loads the popup's code, after the page has hydrated.
const SurveyPopup = lazy(() => import('../features/popups/survey-popup'));
const mainId = 'main-content';

interface PageShellProps {
  readonly input: RenderInput;
  /** What the skip link jumps to, in words ("Skip to offers"). */
  readonly skipLabel: MessageId;
  readonly maxWidth?: 'sm' | 'md' | 'lg';
  readonly mainSx?: SxProps<Theme>;
  readonly children: ReactNode;
  /** Dialogs the page opens over itself. */
  readonly after?: ReactNode;
  /**
   * Where the footer shows: everywhere (the default), nowhere (a list with offers still to load
   * below), or only on desktops (a phone's or tablet's full-screen map).
   */
  readonly footer?: 'shown' | 'hidden' | 'desktop';
  /**
   * The currency the page shows pay in and how to change it (the list's and offer page's `?currency=`):
   * the header's dropdown, where the brand has several currencies and `enableCurrencyChange`.
   */
  readonly currency?: {
    readonly value: Currency | null;
    readonly onChange: (currency: Currency | null) => void;
  };
}

const footerPlace = {
  shown: frame.footerShown,
  hidden: frame.footerHidden,
  desktop: frame.footerDesktop,
} as const;

/** Every board page's frame: skip link, header, the page's main content, footer. */
export function PageShell({
  input,
  skipLabel,
  maxWidth = 'md',
  mainSx,
  children,
  after,
  footer = 'shown',
  currency,
}: PageShellProps) {
  const t = useTranslate();
  const { url, locale, tenant, alternates, now } = input;
  const config = isTenantId(tenant.id) ? brandBasics(tenant.id) : null;
  const { enableCurrencyChange } = useFeatureFlags();
  const currencyChoice =
    currency && enableCurrencyChange && config && config.currencies.length > 1
      ? { ...currency, currencies: config.currencies }
      : undefined;
  return (
    <div className={frame.page}>
      <SkipLink targetId={mainId} label={t(skipLabel)} />
      <HeaderIsland
        brandName={tenant.name}
        locale={locale}
        url={url}
        alternates={alternates}
        employerHref={employerHref}
        colorScheme={input.colorScheme}
        currency={currencyChoice}
        accounts={candidateAccountsOn(input)}
      />
      <Container
        component="main"
        id={mainId}
        tabIndex={-1}
        maxWidth={maxWidth}
        sx={[
          { flexGrow: 1, py: { xs: 3, sm: 5 }, outline: 'none' },
          ...(Array.isArray(mainSx) ? mainSx : [mainSx]),
        ]}
      >
        {children}
      </Container>
      <div className={footerPlace[footer]}>
        <FooterPart
          brandName={tenant.name}
          locale={locale}
          url={url}
          alternates={alternates}
          employerHref={employerHref}
          year={new Date(now).getUTCFullYear()}
        />
      </div>
      {after}
      {input.surveyUrl && (
        <LazyMount when>
          <SurveyPopup url={input.surveyUrl} />
        </LazyMount>
      )}
    </div>
  );
}
