import type { Requester } from '@tablica/domain/offers/access';
import type { PlacedOrder } from '@tablica/domain/orders/order';

/**
 * Who may see an order: whoever placed it (the company's members, the offer token's holder) and the
 * brand's platform admins. Everyone else is told there is no such payment (404).
 */
export function canSeeOrder(order: PlacedOrder, tenant: string, by: Requester): boolean {
  if (order.tenant !== tenant) return false;
  switch (by.kind) {
    case 'admin':
      return true;
    case 'employer':
      return order.companyId === by.companyId;
    case 'token':
      return order.by.kind === 'token' && order.by.tokenHash === by.tokenHash;
  }
}
