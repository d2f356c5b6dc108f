/**
 * A Material icon's path (Apache 2.0, as @mui/icons-material draws it) as a plain SVG with the page
 * stylesheet's `tb-icon` class (`frame-styles`): 1em square in the text's colour. MUI's
 * `SvgIcon` is a styled component whose styles the server resolves again on every render.
 */
export function PlainIcon({ path, className }: { readonly path: string; readonly className?: string }) {
  return (
    <svg
      className={className ? `tb-icon ${className}` : 'tb-icon'}
      focusable="false"
      aria-hidden="true"
      viewBox="0 0 24 24"
    >
      <path d={path} />
    </svg>
  );
}
