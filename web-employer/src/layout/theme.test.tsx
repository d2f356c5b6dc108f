// @vitest-environment jsdom
import { Checkbox } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTheme } from './theme';

afterEach(cleanup);

describe('the console theme', () => {
  it('names a checkbox on its input, not on the span around it (as react-admin’s row checkboxes ask)', () => {
    const { container } = render(
      <AdminContext theme={consoleTheme}>
        <Checkbox aria-label="Select this row" />
      </AdminContext>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
    expect(container.querySelector('span[aria-label]')).toBeNull();
  });
});
