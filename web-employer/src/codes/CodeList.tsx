import { useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';

/** A code of `GET /v2/employer-panel/codes`. */
export interface CodeRow {
  readonly id: string;
  readonly code: string;
  readonly purpose: 'publish' | 'extend' | 'any';
  readonly planKey: string | null;
  readonly expiresAt: string | null;
  readonly usedAt: string | null;
  readonly usedByOffer: string | null;
}

const purposes = ['publish', 'extend', 'any'] as const;

/** The company's prepaid codes (spec §1): what each pays for, until when, and whether it was used. */
export const CodeList = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(locale, dateFormat) : '');
  const plan = (row: CodeRow) => row.planKey ?? translate('resources.codes.anyPlan');
  const state = (row: CodeRow) =>
    row.usedAt
      ? translate('resources.codes.used', { date: date(row.usedAt) })
      : translate('resources.codes.unused');
  const filters = [
    <SelectInput
      key="purpose"
      alwaysOn
      source="purpose"
      label="resources.codes.fields.purpose"
      choices={purposes.map((purpose) => ({ id: purpose, name: `resources.codes.purposes.${purpose}` }))}
    />,
  ];
  return (
    <List<CodeRow> sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} exporter={false}>
      {isSmall ? (
        <SimpleList<CodeRow>
          primaryText={(row) => row.code}
          secondaryText={(row) =>
            [translate(`resources.codes.purposes.${row.purpose}`), plan(row), date(row.expiresAt)]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={state}
          rowClick={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" />
          <FunctionField<CodeRow>
            source="purpose"
            render={(row) => translate(`resources.codes.purposes.${row.purpose}`)}
          />
          <FunctionField<CodeRow> source="planKey" render={plan} />
          <DateField source="expiresAt" locales={locale} options={dateFormat} emptyText="—" />
          <FunctionField<CodeRow> source="usedAt" render={state} />
        </Datagrid>
      )}
    </List>
  );
};
