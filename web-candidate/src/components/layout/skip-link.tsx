import { frame } from './frame-styles';

/** First focusable element: lets keyboard users jump over the app bar. */
export function SkipLink({ targetId, label }: { readonly targetId: string; readonly label: string }) {
  return (
    <a href={`#${targetId}`} className={frame.skipLink}>
      {label}
    </a>
  );
}
