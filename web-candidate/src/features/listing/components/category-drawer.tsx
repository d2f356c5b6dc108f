import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { CategoryConfig } from '@tablica/domain/tenant-config/types';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { chooseCategory, mainCategories, redirectHref } from '../category-choice';
import { useListNavigation } from '../hooks/use-list-navigation';
import { boardAtom } from '../state/board-atom';
import { filtersAtom } from '../state/listing-atoms';

/** Spec §9: the mobile drawer shows at least 8 categories before "show all". */
export const initialCategories = 8;
/** Spec §9: the categories side bar is 560 px wide. */
const drawerWidth = 560;

/**
 * All categories (spec §2 category drawer, `#kategorie`): a bottom sheet on phones, a side bar on
 * wider screens; a category's subcategories are listed under it once it is chosen.
 */
export default function CategoryDrawer({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const t = useTranslate();
  const titleId = useId();
  const { config, locale } = useAtomValue(boardAtom);
  const filters = useAtomValue(filtersAtom);
  const navigate = useListNavigation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [all, setAll] = useState(false);
  const categories = mainCategories(config);
  const chosenIndex = categories.findIndex((category) => category.key === filters.category);
  const shown = all ? categories : categories.slice(0, Math.max(initialCategories, chosenIndex + 1));

  const pick = (category: CategoryConfig) => {
    const href = redirectHref(category, window.location);
    if (href !== null) window.open(href, '_blank', 'noopener');
    else navigate(chooseCategory(filters, category));
  };

  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: phone ? '100%' : drawerWidth, maxHeight: phone ? '85vh' : '100%' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {t('filters.categories')}
        </Typography>
        <IconButton aria-label={t('filters.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </Box>
      <List sx={{ overflowY: 'auto' }}>
        {shown.map((category) => {
          const selected = filters.category === category.key;
          return (
            <Box component="li" key={category.key} sx={{ listStyle: 'none' }}>
              <ListItemButton selected={selected} aria-pressed={selected} onClick={() => pick(category)}>
                <ListItemText primary={category.label[locale]} />
              </ListItemButton>
              {selected && category.children.length > 0 && (
                <List disablePadding>
                  {category.children
                    .filter((child) => !child.static)
                    .map((child) => {
                      const on = filters.subcategories.includes(child.key);
                      return (
                        <ListItemButton
                          key={child.key}
                          selected={on}
                          aria-pressed={on}
                          sx={{ pl: 4 }}
                          onClick={() => pick(child)}
                        >
                          <ListItemText primary={child.label[locale]} />
                        </ListItemButton>
                      );
                    })}
                </List>
              )}
            </Box>
          );
        })}
      </List>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        {!all && shown.length < categories.length && (
          <Button onClick={() => setAll(true)}>{t('filters.showAllCategories')}</Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {t('filters.showOffersPlain')}
        </Button>
      </Box>
    </Drawer>
  );
}
