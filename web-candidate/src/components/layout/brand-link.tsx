import { PlainIcon } from '../plain-icon';
import { frame } from './frame-styles';

/** WorkRounded (Apache 2.0, as @mui/icons-material draws it). */
const workIcon =
  'M20 6h-4V4c0-1.11-.89-2-2-2h-4c-1.11 0-2 .89-2 2v2H4c-1.11 0-1.99.89-1.99 2L2 19c0 1.11.89 2 2 2h16c1.11 0 2-.89 2-2V8c0-1.11-.89-2-2-2m-6 0h-4V4h4z';

/** The tenant's name with a mark, linking home; on the narrowest phones the name gives way to the header's buttons. */
export function BrandLink({ name, href }: { readonly name: string; readonly href: string }) {
  return (
    <a href={href} className={frame.brand}>
      <span aria-hidden className={frame.brandMark}>
        <PlainIcon path={workIcon} />
      </span>
      <span className={frame.brandName}>{name}</span>
    </a>
  );
}
