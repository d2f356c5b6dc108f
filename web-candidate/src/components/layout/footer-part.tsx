import type { ComponentProps } from 'react';
import { serverPart } from '../island';
import { useFragment } from '../use-fragment';
import type { AppFooter } from './app-footer';

const Footer = serverPart('app-footer', () => import('./app-footer').then((module) => module.AppFooter));

/**
 * Every page's footer as a server part (`components/island.tsx`): links only, so the browser keeps the
 * server's markup and loads its code only when the address its language links keep changes (a list's
 * filters, the fragment). Issues 11 and 13, initial JavaScript.
 */
export function FooterPart(props: ComponentProps<typeof AppFooter>) {
  const fragment = useFragment();
  return <Footer {...props} dependsOn={JSON.stringify([props.url, props.alternates ?? null, fragment])} />;
}
