import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Children, useId, useRef, type ReactNode } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface CarouselProps {
  readonly title: ReactNode;
  /** Beside the title: a toggle, a "see all" link. */
  readonly actions?: ReactNode;
  /** Each child is one slide, as wide as `slideWidth` (px). */
  readonly children: ReactNode;
  readonly slideWidth: number;
}

/**
 * A row of slides that scrolls sideways (touch, trackpad, keyboard through its links) with
 * previous/next buttons on wider screens. A plain list: without JavaScript it still scrolls.
 */
export function Carousel({ title, actions, children, slideWidth }: CarouselProps) {
  const t = useTranslate();
  const titleId = useId();
  const row = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.9, behavior: 'smooth' });

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 4, sm: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          <IconButton aria-label={t('home.carousel.previous')} onClick={() => move(-1)} size="small">
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label={t('home.carousel.next')} onClick={() => move(1)} size="small">
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={row}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          pb: 1.5,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: `min(${slideWidth}px, 82vw)`,
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          '& > li': { scrollSnapAlign: 'start', display: 'flex' },
        }}
      >
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </Box>
    </Box>
  );
}
