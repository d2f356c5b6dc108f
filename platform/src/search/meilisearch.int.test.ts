import { randomBytes } from 'node:crypto';
import { searchIndexContract } from './contract';
import { createMeilisearchIndex } from './meilisearch';

const url = process.env.MEILI_URL;

searchIndexContract(
  'Meilisearch',
  async () => {
    const index = await createMeilisearchIndex({
      url: url!,
      ...(process.env.MEILI_MASTER_KEY ? { apiKey: process.env.MEILI_MASTER_KEY } : {}),
      // An index of its own: other runs may share the server.
      indexUid: `contract-${randomBytes(6).toString('hex')}`,
    });
    return {
      index,
      async cleanup() {
        await index.drop();
        await index.close();
      },
    };
  },
  url ? undefined : 'MEILI_URL is not set (no Meilisearch server on this machine)',
);
