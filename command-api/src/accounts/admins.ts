import type { TenantId } from '@tablica/domain/tenants';
import type { Queryable } from '@tablica/platform/postgres/pool';

/** Makes the account with `email` a platform admin of `tenant`; false when there is no such account. */
export async function grantPlatformAdmin(db: Queryable, email: string, tenant: TenantId): Promise<boolean> {
  const granted = await db.query(
    `INSERT INTO platform_admin (tenant, user_id)
     SELECT $2, id FROM auth_user WHERE email = lower($1) AND "emailVerified"
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [email.trim(), tenant],
  );
  if (granted.rowCount !== 0) return true;
  const already = await db.query(
    'SELECT 1 FROM platform_admin a JOIN auth_user u ON u.id = a.user_id WHERE u.email = lower($1) AND a.tenant = $2',
    [email.trim(), tenant],
  );
  return already.rowCount !== 0;
}

export async function revokePlatformAdmin(db: Queryable, email: string, tenant: TenantId): Promise<boolean> {
  const revoked = await db.query(
    `DELETE FROM platform_admin a USING auth_user u WHERE u.id = a.user_id AND u.email = lower($1) AND a.tenant = $2`,
    [email.trim(), tenant],
  );
  return revoked.rowCount !== 0;
}
