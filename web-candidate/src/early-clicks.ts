/**
 * Clicks on the server's page before it has hydrated (its scripts load after the first paint): a
 * button's click, or Enter or Space on a focused one, would otherwise do nothing, as React is not
 * there yet to hear it. Held from the entry's start and done again on the same element once the
 * page has hydrated. Links and fields work without scripts and are left alone.
 */
const held: HTMLElement[] = [];
let holding = false;

const controls =
  'button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"], input[type="checkbox"], input[type="radio"]';

function hold(event: MouseEvent) {
  if (!holding || !(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>(controls);
  if (control === null || control.closest('#root') === null) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(control);
}

export function holdEarlyClicks(): void {
  holding = true;
  document.addEventListener('click', hold, true);
}

/** Once the page has hydrated: the held clicks, in order, on the elements still in the page. */
export function replayEarlyClicks(): void {
  holding = false;
  document.removeEventListener('click', hold, true);
  for (const control of held.splice(0)) if (control.isConnected) control.click();
}
