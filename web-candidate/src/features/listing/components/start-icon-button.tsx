import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { PlainIcon } from '../../../components/plain-icon';
import { listing } from './listing-styles';

/** A small outlined button with its icon before the words, as MUI's `Button startIcon`. */
export function StartIconButton({
  icon,
  children,
  className = listing.outlined,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { readonly icon: string; readonly children: ReactNode }) {
  return (
    <button type="button" className={className} {...props}>
      <span className={listing.startIcon}>
        <PlainIcon path={icon} />
      </span>
      {children}
    </button>
  );
}
