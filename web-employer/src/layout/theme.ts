import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** MUI's blue 800: 5.6:1 on the console's background and under white text (WCAG AA). */
const blue = '#1565c0';

type CheckboxProps = { readonly 'aria-label'?: string };

/**
 * react-admin's default theme with colours that pass WCAG AA contrast (its blue primary text, 4.4:1 on
 * the page, the app bar's white on light blue, the notification's "Undo" in the primary's light shade
 * on its dark grey, 3.3:1 with this blue, and the white "Skip to content" on near-white do not) and checkboxes named on their input: react-admin
 * gives a Datagrid's row checkbox an `aria-label` that MUI puts on the wrapping span, where it is not
 * allowed and leaves the input itself unnamed (axe: aria-prohibited-attr, label).
 */
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: blue },
    secondary: { main: blue, contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    // MUI's blue 200: 7:1 on the notification's grey.
    RaNotification: { styleOverrides: { root: { '& .RaNotification-undo': { color: '#90caf9' } } } },
    // react-admin writes "Skip to content" (shown on keyboard focus) white on the page's near-white.
    RaSkipNavigationButton: { styleOverrides: { root: { color: blue } } },
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: CheckboxProps) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      } as object,
    },
  },
};
