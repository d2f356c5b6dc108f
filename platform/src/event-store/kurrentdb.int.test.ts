import { eventStoreContract } from './contract';
import { KurrentDbEventStore } from './kurrentdb';

const connectionString = process.env.KURRENTDB_CONNECTION_STRING;

eventStoreContract(
  'KurrentDB',
  async () => {
    const store = new KurrentDbEventStore(connectionString!);
    return { store, cleanup: () => store.close() };
  },
  connectionString
    ? undefined
    : 'KURRENTDB_CONNECTION_STRING is not set (no KurrentDB server on this machine)',
);
