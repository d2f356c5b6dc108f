import { createContext, useContext } from 'react';
import type { ThemeVariant } from './theme-variant';

/** The look the page is in and how to change it; null where the brand offers no theme change. */
export interface ThemeVariantChoice {
  readonly variant: ThemeVariant;
  readonly choose: (variant: ThemeVariant) => void;
}

const ThemeVariantContext = createContext<ThemeVariantChoice | null>(null);

export const ThemeVariantProvider = ThemeVariantContext.Provider;

export const useThemeVariant = (): ThemeVariantChoice | null => useContext(ThemeVariantContext);
