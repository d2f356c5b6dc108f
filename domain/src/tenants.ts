/**
 * The brands one installation serves. A tenant is chosen by Host (`it.localhost`, `work.localhost`)
 * or by the `/api/{tenant}` prefix; plain `localhost` means the default tenant.
 */
export const tenants = {
  it: { id: 'it', name: 'Tablica IT', hostPrefix: 'it', baseCurrency: 'PLN' },
  work: { id: 'work', name: 'Tablica Praca', hostPrefix: 'work', baseCurrency: 'PLN' },
} as const;

export type TenantId = keyof typeof tenants;
export const defaultTenant: TenantId = 'it';

export function isTenantId(value: string): value is TenantId {
  return Object.hasOwn(tenants, value);
}

/** `it.localhost:3000` → `it`; `localhost` or an unknown host → the default tenant. */
export function tenantFromHost(host: string | undefined): TenantId {
  const name = (host ?? '').split(':')[0]?.split('.')[0] ?? '';
  return isTenantId(name) ? name : defaultTenant;
}
