import { DeleteButton } from 'react-admin';

/**
 * Moves the application to the trash (`DELETE`): it leaves the lists and the counts. Undoable, so not
 * asked first: the list shows it gone at once and the call is sent when the "Undo" notification closes.
 */
export const TrashButton = () => (
  <DeleteButton
    mutationMode="undoable"
    label="resources.applications.trash.action"
    successMessage="resources.applications.trash.done"
    redirect="list"
  />
);
