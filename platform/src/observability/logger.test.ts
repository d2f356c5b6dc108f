import { describe, expect, it } from 'vitest';
import { defaultLogFormat, logFormat } from './logger';

describe('log format', () => {
  it('is JSON in production whatever the terminal, and what LOG_FORMAT says when set', () => {
    expect(defaultLogFormat(true)).toBe('json');
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
  });

  it('is coloured lines outside production only on a terminal', () => {
    const tty = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(defaultLogFormat(false)).toBe('pretty');
      process.stdout.isTTY = false;
      expect(defaultLogFormat(false)).toBe('json');
    } finally {
      process.stdout.isTTY = tty;
    }
  });
});
