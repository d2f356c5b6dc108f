/** The token of a `/?modal=account-verified&token=...` link (spec §2), or null on any other URL. */
export function verificationToken(url: string): string | null {
  const query = new URL(url, 'http://placeholder.invalid').searchParams;
  return query.get('modal') === 'account-verified' ? (query.get('token') ?? '') : null;
}

/** The token of a `/?modal=reset-password&token=...` link (the reset mail), or null on any other URL. */
export function resetToken(url: string): string | null {
  const query = new URL(url, 'http://placeholder.invalid').searchParams;
  return query.get('modal') === 'reset-password' ? (query.get('token') ?? '') : null;
}
