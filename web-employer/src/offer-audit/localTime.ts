/** A `datetime-local` input's value (the admin's own time zone) as an ISO instant; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An ISO instant as a `datetime-local` value in the admin's own time zone, to the second. */
export function toLocalInput(iso: string): string {
  const time = new Date(iso);
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}
