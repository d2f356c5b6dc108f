// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaToken, resetRecaptcha } from './recaptcha';

const script = () => document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');

afterEach(() => {
  resetRecaptcha();
  document.head.querySelectorAll('script').forEach((element) => element.remove());
  delete window.grecaptcha;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('captchaToken', () => {
  it('without a site key loads nothing and gives no token', async () => {
    expect(await captchaToken(undefined, 'apply')).toBeNull();
    expect(await captchaToken('', 'track_redirect')).toBeNull();
    expect(script()).toBeNull();
  });

  it('a script that cannot load (no internet) is logged only: no token, and the next try loads again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = captchaToken('site-key-0123456789', 'apply');
    script()!.dispatchEvent(new Event('error'));
    expect(await token).toBeNull();
    expect(warn).toHaveBeenCalledWith('reCAPTCHA: script unavailable', 'error');
    script()!.remove();
    void captchaToken('site-key-0123456789', 'apply');
    expect(script()).not.toBeNull();
  });

  it('a script that neither loads nor fails gives up after 10 s, logged', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = captchaToken('site-key-0123456789', 'apply');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await token).toBeNull();
    expect(warn).toHaveBeenCalledWith('reCAPTCHA: script not loaded', '10000 ms');
  });

  it('retries every second until a token arrives (spec §4)', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const execute = vi
      .fn<(key: string, options: { action: string }) => Promise<string>>()
      .mockRejectedValueOnce(new Error('not ready'))
      .mockResolvedValueOnce('')
      .mockResolvedValueOnce('token-3');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const token = captchaToken('site-key-0123456789', 'track_redirect');
    await vi.advanceTimersByTimeAsync(999);
    expect(execute).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(execute).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await token).toBe('token-3');
    expect(execute).toHaveBeenLastCalledWith('site-key-0123456789', { action: 'track_redirect' });
  });

  it('gives up after its tries, logged, with no token', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.grecaptcha = { ready: (callback) => callback(), execute: async () => '' };
    const token = captchaToken('site-key-0123456789', 'apply', { attempts: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(await token).toBeNull();
    expect(warn).toHaveBeenCalledWith('reCAPTCHA: no token', '');
  });
});
