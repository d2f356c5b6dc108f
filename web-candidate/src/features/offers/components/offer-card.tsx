import type { Currency, WorkplaceType } from '@tablica/domain/catalogue';
import { isNewOffer } from '@tablica/domain/offers/listing';
import { useIntl } from 'react-intl';
import { PlainIcon } from '../../../components/plain-icon';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { ListedOffer } from '../listed-offer';
import { FavouriteButton } from '../../favourites/components/favourite-button';
import { offerHref } from '../offer-href';
import { AppliedChip } from './applied-chip';
import { CompanyLogo } from './company-logo';
import { card } from './offer-card-styles';
import { experienceMessage, workplaceMessage } from './offer-messages';
import { LeadingSalary } from './offer-salary';

const shownSkills = 3;

/** Material icons' paths (Apache 2.0, as @mui/icons-material draws them), drawn by PlainIcon. */
const iconPaths = {
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  remote: 'm12 5.69 5 4.5V18h-2v-6H9v6H7v-7.81zM12 3 2 12h3v8h6v-6h2v6h6v-8h3z',
  hybrid:
    'M1 11v10h6v-5h2v5h6V11L8 6zm12 8h-2v-5H5v5H3v-6.97l5-3.57 5 3.57zm4-12h2v2h-2zm0 4h2v2h-2zm0 4h2v2h-2zM10 3v1.97l2 1.43V5h9v14h-4v2h6V3z',
  office:
    'M17 11V3H7v4H3v14h8v-4h2v4h8V11zM7 19H5v-2h2zm0-4H5v-2h2zm0-4H5V9h2zm4 4H9v-2h2zm0-4H9V9h2zm0-4H9V5h2zm4 8h-2v-2h2zm0-4h-2V9h2zm0-4h-2V5h2zm4 12h-2v-2h2zm0-4h-2v-2h2z',
  experience:
    'M18.5 4c.83 0 1.5.67 1.5 1.5v13c0 .83-.67 1.5-1.5 1.5s-1.5-.67-1.5-1.5v-13c0-.83.67-1.5 1.5-1.5m-12 10c.83 0 1.5.67 1.5 1.5v3c0 .83-.67 1.5-1.5 1.5S5 19.33 5 18.5v-3c0-.83.67-1.5 1.5-1.5m6-5c.83 0 1.5.67 1.5 1.5v8c0 .83-.67 1.5-1.5 1.5s-1.5-.67-1.5-1.5v-8c0-.83.67-1.5 1.5-1.5',
} satisfies Record<WorkplaceType | 'place' | 'experience', string>;

interface OfferCardProps {
  readonly offer: ListedOffer;
  readonly now: Date;
  /** The currency pay is shown in (a list's `?currency=`, the offer page's toggle); null: the offer's own. */
  readonly currency?: Currency | null;
}

/**
 * One offer in the list. The title is the link; its ::after stretches over the whole card so the
 * card is one click target while screen readers hear just the title, not the card's every word.
 */
export function OfferCard({ offer, now, currency = null }: OfferCardProps) {
  const t = useTranslate();
  const locale = useIntl().locale as Locale;
  const otherLocations = offer.multilocation ? Math.max(offer.locations.length - 1, 0) : 0;
  const skills = offer.requiredSkills.slice(0, shownSkills);
  const isNew = isNewOffer(offer.publishedAt, now);

  return (
    <article className={card.root}>
      <div className={card.logo}>
        <CompanyLogo
          companyName={offer.companyName}
          src={offer.companyLogoThumbUrl}
          size={{ xs: 44, sm: 56 }}
        />
      </div>

      <div className={card.title}>
        <div className={card.head}>
          <h2 className={card.heading}>
            <a className={card.link} href={offerHref(offer, locale, currency)}>
              {offer.title}
            </a>
          </h2>
          <div className={card.side}>
            {(isNew || offer.isAppliedTo) && (
              <div className={card.badges}>
                {offer.isAppliedTo && <AppliedChip />}
                {isNew && <span className={card.newChip}>{t('offer.new')}</span>}
              </div>
            )}
            <div className={card.favourite}>
              <FavouriteButton guid={offer.guid} title={offer.title} />
            </div>
          </div>
        </div>
        <p className={card.company}>{offer.companyName}</p>
      </div>

      <div className={card.salary}>
        <LeadingSalary employmentTypes={offer.employmentTypes} currency={currency} />
      </div>

      <ul className={card.meta}>
        <li>
          <PlainIcon path={iconPaths.place} />
          <span>
            {offer.city}
            {otherLocations > 0 && (
              <span className={card.more}>{t('offer.moreLocations', { n: otherLocations })}</span>
            )}
          </span>
        </li>
        <li>
          <PlainIcon path={iconPaths[offer.workplaceType]} />
          <span>{t(workplaceMessage[offer.workplaceType])}</span>
        </li>
        <li>
          <PlainIcon path={iconPaths.experience} />
          <span>{t(experienceMessage[offer.experienceLevel])}</span>
        </li>
      </ul>

      {skills.length > 0 && (
        <ul className={card.skills} aria-label={t('offer.skillsLabel')}>
          {skills.map((skill) => (
            <li key={skill}>
              <span className={card.chip}>{skill}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
