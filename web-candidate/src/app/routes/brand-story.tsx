import { BrandStoryPage } from '../../features/brand-stories/components/brand-story-page';
import { OfferCard } from '../../features/offers/components/offer-card';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** `/brands/story/{slug}`: a company's public brand story and its active offers (spec §2). */
export function BrandStoryRoute({ input }: { readonly input: RenderInput }) {
  const { brandStory, now } = input;
  if (!brandStory) return null;
  const nowDate = new Date(now);
  return (
    <PageShell input={input} skipLabel="app.skipToContent">
      <BrandStoryPage story={brandStory} renderOffer={(offer) => <OfferCard offer={offer} now={nowDate} />} />
    </PageShell>
  );
}
