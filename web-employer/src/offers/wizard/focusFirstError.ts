/**
 * After a failed submit, focus moves to the first field with an error in the page's order (spec §4),
 * once React has drawn the errors.
 */
export function focusFirstError(root: ParentNode = document): void {
  requestAnimationFrame(() => {
    const invalid = root.querySelector<HTMLElement>(
      '[aria-invalid="true"], .Mui-error input, .Mui-error textarea, .Mui-error [role="combobox"], .Mui-error [tabindex="0"]',
    );
    if (!invalid) return;
    invalid.focus();
    invalid.scrollIntoView?.({ block: 'center' });
  });
}

/** Spec §2: Enter does not submit the offer form (it still works on buttons, lists and the editor). */
export function keepEnterFromSubmitting(event: { key: string; target: EventTarget; preventDefault(): void }) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
}
