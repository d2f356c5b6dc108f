import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@tablica/domain/errors';
import { unseen } from './unseen';

describe('unseen', () => {
  it('answers 404 with the code and logs who asked for what', () => {
    const lines: unknown[] = [];
    const req = {
      log: { warn: (fields: unknown, message: string) => lines.push({ fields, message }) },
      account: { userId: 'user-1' },
      tenant: 'it',
      path: '/v2/employer-panel/applications/a1',
    } as unknown as Request;
    const error = unseen(req, 'application.not_found', 'No such application.', 'a1');
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.code).toBe('application.not_found');
    expect(lines).toEqual([
      {
        fields: {
          refused: 'application.not_found',
          id: 'a1',
          account: 'user-1',
          tenant: 'it',
          path: '/v2/employer-panel/applications/a1',
        },
        message: 'not found for this requester',
      },
    ]);
  });
});
