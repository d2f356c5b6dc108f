import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useLocaleState, useTranslate } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/** Keeps the document's title and language in step with the chosen locale (tab title, screen readers). */
const DocumentLocale = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = translate('app.title');
  }, [locale, translate]);
  return null;
};

/**
 * The page and its content may be narrower than their widest child (react-admin makes the layout at
 * least as wide as its content, and a flex item's default is the same), so a table wider than the
 * screen scrolls inside its card instead of widening the page.
 */
export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
    <DocumentLocale />
    {children}
  </RaLayout>
);
