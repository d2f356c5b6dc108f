const uuidTail = /.-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const lastPart = /.-[^-]*$/;

/**
 * A stream's category: its id without the trailing id (`offer-<uuid>` → `offer`, `job-alert-<uuid>` →
 * `job-alert`, `plan-basic` → `plan`). The SQL function `stream_category` (platform migration
 * 1765100000000) is the same rule for the PostgreSQL store's index.
 */
export function streamCategory(streamId: string): string {
  if (uuidTail.test(streamId)) return streamId.slice(0, -37);
  if (lastPart.test(streamId)) return streamId.replace(/-[^-]*$/, '');
  return streamId;
}
