import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from '../../lib/i18n/use-translate';
import { useThemeVariant } from '../../lib/theme-variant-context';

/**
 * The theme switch (spec §2 "Header: theme switch (new/old)", the brand's `enableThemeChange`): a
 * toggle button, pressed for the classic look. Kept in the `horizontalTheme` cookie to the end of
 * the next day, so the server renders the following pages in it. Nothing where the brand has one look.
 */
export function ThemeSwitch() {
  const t = useTranslate();
  const choice = useThemeVariant();
  if (choice === null) return null;
  const old = choice.variant === 'old';
  return (
    <IconButton
      onClick={() => choice.choose(old ? 'new' : 'old')}
      aria-pressed={old}
      aria-label={t('header.classicLook')}
      title={t('header.classicLook')}
      size="small"
    >
      <PaletteOutlined fontSize="small" />
    </IconButton>
  );
}
