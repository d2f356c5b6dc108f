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

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu}>
    <DocumentLocale />
    {children}
  </RaLayout>
);
