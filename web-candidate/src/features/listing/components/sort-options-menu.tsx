import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ListSort } from '@tablica/domain/listing/filter-values';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface SortOptionsMenuProps<Option> {
  readonly id: string;
  readonly anchor: HTMLElement | null;
  readonly options: readonly Option[];
  readonly current: Option;
  readonly onClose: () => void;
  readonly onChoose: (option: Option) => void;
}

/** The sort menu's popup: its code loads when the sort button is first pressed (issue 11, initial JS). */
export default function SortOptionsMenu<
  Option extends { readonly sort: ListSort; readonly label: MessageId },
>({ id, anchor, options, current, onClose, onChoose }: SortOptionsMenuProps<Option>) {
  const t = useTranslate();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {options.map((option) => (
        <MenuItem key={option.label} selected={option === current} onClick={() => onChoose(option)}>
          {t(option.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
