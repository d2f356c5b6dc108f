import { SaveButton, Toolbar } from 'react-admin';
import type { CompanyRecord } from './companyApi';

export interface SectionFormProps {
  readonly record: CompanyRecord;
  readonly canEdit: boolean;
  readonly save: (values: CompanyRecord) => Promise<Record<string, string> | undefined>;
}

export const SectionToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
