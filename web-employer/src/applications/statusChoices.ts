import { applicationStatuses } from '@tablica/domain/applications/application';

/** The statuses of spec §4 as react-admin choices (labels from the catalogue). */
export const statusChoices = applicationStatuses.map((status) => ({
  id: status,
  name: `resources.applications.statuses.${status}`,
}));
