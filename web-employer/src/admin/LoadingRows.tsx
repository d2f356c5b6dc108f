import { Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Three placeholder rows of `height` while a list loads, announced as loading. */
export const LoadingRows = ({ height }: { height: number }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} aria-busy="true" aria-label={translate('ra.page.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={height} />
      ))}
    </Stack>
  );
};
