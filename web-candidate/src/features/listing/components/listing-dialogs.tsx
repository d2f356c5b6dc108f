import { lazy, Suspense, useState } from 'react';

// Code-split: the dialogs' code loads when one first opens, not with the list (issue 11: initial JS).
const MoreFiltersDialog = lazy(() => import('./more-filters-dialog'));
const LocationDialog = lazy(() => import('./location-dialog'));
const CategoryDrawer = lazy(() => import('./category-drawer'));

export type ListingDialog = 'moreFilters' | 'location' | 'categories';

const dialogs = { moreFilters: MoreFiltersDialog, location: LocationDialog, categories: CategoryDrawer };

/** Mounts a dialog the first time it opens and keeps it mounted, so closing animates. */
export function LazyDialog({
  which,
  open,
  onClose,
}: {
  readonly which: ListingDialog;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  const Dialog = dialogs[which];
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}
