/**
 * Debian's Chromium as the journeys and the Lighthouse bench start it: headless-friendly, offline
 * (no update, sync or background traffic), nothing downloaded. `CHROMIUM_PATH` overrides the binary.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
