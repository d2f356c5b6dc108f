import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** MUI's blue 800: 5.6:1 on the console's background and under white text (WCAG AA). */
const blue = '#1565c0';

type CheckboxProps = { readonly 'aria-label'?: string };

/**
 * react-admin's default theme with colours that pass WCAG AA contrast (its blue primary text, 4.4:1 on
 * the page, and the app bar's white on light blue do not) and checkboxes named on their input: react-admin
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
