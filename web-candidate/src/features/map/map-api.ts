import type { ListFilters } from '@tablica/domain/listing/filters';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import type { Locale } from '../../lib/i18n/locale';
import { filterQuery } from '../listing/api/list-api';
import { sharedGet } from '../listing/api/shared-get';
import type { Envelope } from './map-settings';

const base = '/api/v2/user-panel/offers';

/** Spec §3 Cluster: the offers of one grid cell; `region` lists them. */
export interface MapCluster {
  readonly id: string;
  readonly count: number;
  readonly region: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly categoryId: string | null;
}

/** Spec §3 Marker: an offer of a cluster's popup. */
export interface MapMarker {
  readonly offerId: string;
  readonly slug: string;
  readonly title: string;
  readonly employmentTypes: OfferListItem['employmentTypes'];
  readonly companyLogoThumbUrl: string | null;
  readonly companyName: string;
  readonly city: string;
}

export interface MarkersPage {
  readonly data: readonly MapMarker[];
  readonly meta: { readonly page: number; readonly totalItems: number; readonly totalPages: number };
}

/** The filters' clusters in an envelope at a zoom (spec §7 `GET /v2/user-panel/offers/clusters`). */
export async function getClusters(
  filters: ListFilters,
  envelope: Envelope,
  zoom: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<readonly MapCluster[]> {
  const query = filterQuery(filters);
  for (const [key, value] of Object.entries(envelope)) query.set(key, String(value));
  query.set('zoom', String(Math.round(zoom * 100) / 100));
  const answer = await sharedGet<{ clusters: MapCluster[] }>(`${base}/clusters?${query}`, locale, signal);
  return answer.clusters;
}

/** One page (20) of a cluster's offers (spec §7 `GET /v2/user-panel/offers/markers`). */
export function getMarkers(
  filters: ListFilters,
  region: string,
  page: number,
  perPage: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<MarkersPage> {
  const query = filterQuery(filters);
  query.set('region', region);
  query.set('page', String(page));
  query.set('perPage', String(perPage));
  return sharedGet(`${base}/markers?${query}`, locale, signal);
}
