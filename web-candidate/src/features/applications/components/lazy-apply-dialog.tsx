import { lazy, Suspense, useState } from 'react';
import type { ApplyDialogProps } from './apply-dialog';

// Code-split (issue 13: initial JS): the form, its schema and react-hook-form load when it first opens.
const ApplyDialog = lazy(() => import('./apply-dialog'));

/** The apply dialog, mounted the first time it opens and kept mounted: closing animates, typing stays. */
export function LazyApplyDialog(props: ApplyDialogProps) {
  const [mounted, setMounted] = useState(props.open);
  if (props.open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ApplyDialog {...props} />
    </Suspense>
  );
}
