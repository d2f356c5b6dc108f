import type { Currency } from '@tablica/domain/catalogue';
import {
  byLargestSalary,
  convertAmount,
  defaultExchangeRates,
} from '@tablica/domain/listing/salary-normalisation';
import type { OfferListItem } from '@tablica/domain/offers/listing';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { card } from './offer-card-styles';
import { salaryPeriodMessage } from './offer-messages';

type EmploymentType = OfferListItem['employmentTypes'][number];

/**
 * An offer's employment types in the order the board shows them: the largest pay first where the
 * brand's `sortEmploymentTypesByLargestSalary` flag is on (spec §4), else the offer's own order. The
 * cards show the first.
 */
export function useShownEmploymentTypes<Type extends EmploymentType>(
  types: readonly Type[],
): readonly Type[] {
  const { sortEmploymentTypesByLargestSalary } = useFeatureFlags();
  return sortEmploymentTypesByLargestSalary ? byLargestSalary(types, defaultExchangeRates) : types;
}

interface OfferSalaryProps {
  readonly employmentType: EmploymentType | undefined;
  /**
   * The currency the reader chose (the offer page's toggle, a list's `?currency=`); null or absent:
   * the offer's own. Another currency than the offer's is converted at the fixed rates and marked "≈".
   */
  readonly currency?: Currency | null;
}

/**
 * "20 000 – 28 000 PLN /month net"; nothing when the offer names no lower bound (spec §4). The unit
 * ("/month") shows where the brand's `displayPayUnit` flag is on: "20 000 – 28 000 PLN net" else.
 */
export function OfferSalary({ employmentType, currency = null }: OfferSalaryProps) {
  const t = useTranslate();
  const { displayPayUnit } = useFeatureFlags();
  if (employmentType === undefined || employmentType.from === null) return null;

  const { unit, gross } = employmentType;
  const shownIn = currency ?? employmentType.currency;
  const converted = shownIn !== employmentType.currency;
  const inShown = (amount: number) =>
    formatCount(convertAmount(amount, employmentType.currency, shownIn, defaultExchangeRates));
  const from = inShown(employmentType.from);
  const range =
    employmentType.to === null
      ? t('offer.salary.from', { from, currency: shownIn })
      : t('offer.salary.range', { from, to: inShown(employmentType.to), currency: shownIn });
  const amount = converted ? t('offer.salary.approximate', { amount: range }) : range;
  const amountType = t(gross ? 'offer.salary.gross' : 'offer.salary.net');
  const terms = displayPayUnit
    ? t('offer.salary.terms', { period: t(salaryPeriodMessage[unit]), amountType })
    : amountType;

  return (
    <div className={card.pay}>
      <span className={card.payAmount}>{amount}</span>
      <span className={card.payTerms}>{terms}</span>
    </div>
  );
}

/** A card's pay: the offer's first employment type in the board's order (spec §4 "Offer cards"). */
export function LeadingSalary({
  employmentTypes,
  currency = null,
}: {
  readonly employmentTypes: readonly EmploymentType[];
  readonly currency?: Currency | null;
}) {
  const [leading] = useShownEmploymentTypes(employmentTypes);
  return <OfferSalary employmentType={leading} currency={currency} />;
}
