import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { paperColors, type ColorScheme } from '../../lib/color-scheme';
import { useTranslate } from '../../lib/i18n/use-translate';

interface ColorSchemeSwitchProps {
  /** The scheme the server rendered: what the switch shows until MUI has read the reader's choice. */
  readonly initial: ColorScheme;
}

/**
 * Dark mode on and off (spec §1, the brand's `enableDarkMode`): a toggle button whose pressed state
 * is "dark". MUI keeps the choice in the `color-scheme` cookie, so every page after this one is
 * server-rendered in it.
 */
export function ColorSchemeSwitch({ initial }: ColorSchemeSwitchProps) {
  const t = useTranslate();
  const { mode, setMode } = useColorScheme();
  const dark = (mode === 'dark' || mode === 'light' ? mode : initial) === 'dark';
  const toggle = () => {
    const next: ColorScheme = dark ? 'light' : 'dark';
    setMode(next);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', paperColors[next]);
  };
  return (
    // The browser's own tooltip (title): MUI's would bring Popper to every page for one hint.
    <IconButton
      onClick={toggle}
      aria-pressed={dark}
      aria-label={t('header.darkMode')}
      title={t('header.darkMode')}
      size="small"
    >
      {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
    </IconButton>
  );
}
