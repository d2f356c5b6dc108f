import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected, webhookToleranceSeconds } from './port';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme the sandbox signs its callbacks with. */
export function signPayload(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Throws WebhookRejected unless `header` signs `body` with `secret` within the tolerance of `now`. */
export function verifySignature(secret: string, body: string, header: string | undefined, now: Date): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key = '', ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1))
    throw new WebhookRejected('payment.signature_invalid', 'The webhook carries no valid signature.');
  const expected = Buffer.from(hmac(secret, `${t}.${body}`), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex')))
    throw new WebhookRejected('payment.signature_invalid', 'The webhook signature does not match.');
  if (Math.abs(now.getTime() / 1000 - t) > webhookToleranceSeconds)
    throw new WebhookRejected('payment.webhook_stale', 'The webhook is too old (or from the future).');
}
