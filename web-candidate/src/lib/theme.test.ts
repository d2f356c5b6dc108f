import { describe, expect, it, vi } from 'vitest';

const createTheme = vi.hoisted(() => vi.fn((options: object) => ({ ...options })));
vi.mock('@mui/material/styles', () => ({ createTheme }));

describe('the looks’ themes', () => {
  it('are made when first asked for, each once (not while the page’s code is evaluated)', async () => {
    const { themeOf } = await import('./theme');
    expect(createTheme).not.toHaveBeenCalled();
    const look = themeOf('new');
    expect(themeOf('new')).toBe(look);
    expect(createTheme).toHaveBeenCalledTimes(1);
    expect(themeOf('old')).not.toBe(look);
    expect(createTheme).toHaveBeenCalledTimes(2);
  });
});
