import { z } from 'zod';

/**
 * `POST /v1/applications/erasure`: the code of the erasure link in a confirmation mail (the board's
 * page reads it from the link's fragment and sends it; the command side checks its signature).
 */
export const erasureRequestSchema = z.object({
  code: z.string().min(1, 'errors.required').max(2000, 'errors.tooLong'),
});

export type ErasureRequest = z.infer<typeof erasureRequestSchema>;
