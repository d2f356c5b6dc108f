import Box from '@mui/material/Box';
import type { Currency } from '@tablica/domain/catalogue';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { OfferCard } from '../../offers/components/offer-card';

/** Spec §9: 15 offers rendered beyond the viewport each way. */
export const overscan = 15;
const estimatedCardHeight = 160;

interface VirtualOffersProps {
  readonly offers: readonly OfferListItem[];
  readonly now: Date;
  readonly label: string;
  readonly busy: boolean;
  /** Position in the whole list of `offers[0]`: when it drops, offers were prepended. */
  readonly first: number;
  /** The list's `?currency=`: pay shown in it; null: each offer's own. */
  readonly currency: Currency | null;
  /** An offer to bring into view once (coming back from it). */
  readonly scrollTo: string | null;
  readonly onOfferClick: (offer: OfferListItem, index: number, event: MouseEvent) => void;
}

/**
 * The offers, only those near the viewport in the DOM (`@tanstack/react-virtual` on the window
 * scroll). Prepending a window keeps what the candidate looks at in place.
 */
export function VirtualOffers({
  offers,
  now,
  label,
  busy,
  first,
  currency,
  scrollTo,
  onOfferClick,
}: VirtualOffersProps) {
  // Where the list starts on the page (what is above it moves it: chips, the subcategory row).
  const [margin, setMargin] = useState(0);
  const listRef = useCallback(
    (node: HTMLUListElement | null) => {
      if (node) setMargin(Math.round(node.getBoundingClientRect().top + window.scrollY));
    },
    // Measured again whenever the offers change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [offers],
  );
  const virtualizer = useWindowVirtualizer({
    count: offers.length,
    estimateSize: () => estimatedCardHeight,
    overscan,
    scrollMargin: margin,
    getItemKey: (index) => offers[index]?.guid ?? index,
  });

  // Offers prepended above: scroll down by what they take, so the same card stays under the eyes.
  const previous = useRef({ first, size: virtualizer.getTotalSize() });
  useLayoutEffect(() => {
    const added = previous.current.first - first;
    if (added > 0) window.scrollBy(0, virtualizer.getTotalSize() - previous.current.size);
    previous.current = { first, size: virtualizer.getTotalSize() };
  }, [first, virtualizer]);

  const scrolledTo = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (scrollTo === null || scrolledTo.current === scrollTo) return;
    const index = offers.findIndex((offer) => offer.slug === scrollTo);
    if (index < 0) return;
    scrolledTo.current = scrollTo;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [scrollTo, offers, virtualizer]);

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      aria-busy={busy}
      sx={{ listStyle: 'none', m: 0, p: 0, position: 'relative' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const offer = offers[item.index]!;
        return (
          <Box
            component="li"
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-posinset={first + item.index + 1}
            onClickCapture={(event: MouseEvent) => onOfferClick(offer, item.index, event)}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%', pb: { xs: 1.25, sm: 1.5 } }}
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            <OfferCard offer={offer} now={now} currency={currency} />
          </Box>
        );
      })}
    </Box>
  );
}
