/** JSON text made safe inside a <script type="application/json"> element: nothing in it can close the tag. */
export const scriptSafe = (json: string): string =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A value as JSON for a <script type="application/json"> element (the render state, the page's files). */
export const scriptJson = (value: unknown): string => scriptSafe(JSON.stringify(value));
