import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import type { TenantConfig } from '@tablica/domain/tenant-config/types';
import { useState } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { AppliedChip } from '../../offers/components/applied-chip';
import type { ListedOffer } from '../../offers/listed-offer';
import { offerHref } from '../../offers/offer-href';
import { CompanyLogo } from '../../offers/components/company-logo';
import { LeadingSalary } from '../../offers/components/offer-salary';
import type { HomeBrandStory, HomePageData } from '../home-page-data';
import { Carousel } from './carousel';
import { HomeSearchIsland } from './islands';

interface HomePageProps {
  readonly home: HomePageData;
  readonly config: TenantConfig;
  readonly brand: string;
  readonly locale: Locale;
  /** Where "create your profile" leads; null where the brand has no candidate accounts. */
  readonly profileHref: string | null;
}

type OffersShown = 'newest' | 'popular';

/** An offer of a carousel: logo, title (the link), company, pay and city. */
function OfferTile({ offer, locale }: { readonly offer: ListedOffer; readonly locale: Locale }) {
  return (
    <Card variant="outlined" sx={{ width: '100%', borderRadius: 3 }}>
      <CardActionArea
        href={offerHref(offer, locale)}
        sx={{ p: 2, height: '100%', display: 'grid', gap: 1, alignContent: 'start' }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CompanyLogo
            companyName={offer.companyName}
            src={offer.companyLogoThumbUrl ?? offer.companyLogoUrl}
            size={{ xs: 44, sm: 44 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 650, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {offer.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {offer.companyName}
            </Typography>
          </Box>
        </Box>
        <LeadingSalary employmentTypes={offer.employmentTypes} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {offer.city}
          </Typography>
          {offer.isAppliedTo && <AppliedChip />}
        </Box>
      </CardActionArea>
    </Card>
  );
}

function StoryTile({ story }: { readonly story: HomeBrandStory }) {
  const t = useTranslate();
  return (
    <Card variant="outlined" sx={{ width: '100%', borderRadius: 3 }}>
      <CardActionArea
        href={`/brands/story/${story.slug}`}
        sx={{ height: '100%', display: 'grid', alignContent: 'start' }}
      >
        <Box
          sx={{
            height: 120,
            bgcolor: 'primary.light',
            backgroundImage: story.coverPhotoUrl ? `url("${encodeURI(story.coverPhotoUrl)}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
        <Box sx={{ p: 2, pt: 0 }}>
          <Avatar
            src={story.logoUrl ?? undefined}
            alt=""
            variant="rounded"
            sx={{
              width: 56,
              height: 56,
              mt: -3.5,
              mb: 1,
              bgcolor: 'background.paper',
              color: 'primary.main',
              border: 1,
              borderColor: 'divider',
              fontWeight: 800,
            }}
          >
            {story.name.slice(0, 1)}
          </Avatar>
          <Typography component="h3" sx={{ fontWeight: 650 }}>
            {story.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {story.shortDescription}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600, color: 'primary.main' }}>
            {t('brandStory.offersCount', { n: story.offersCount, count: formatCount(story.offersCount) })}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * `/` (spec §1 "Homepage"): the search with its live count, the categories with their counts, the
 * newest offers with pay or the week's most viewed, the companies' stories, the profile invitation
 * and links to every category and city list.
 */
export function HomePage({ home, config, brand, locale, profileHref }: HomePageProps) {
  const t = useTranslate();
  const [shown, setShown] = useState<OffersShown>(home.popular.length > 0 ? 'popular' : 'newest');
  const list = (changes: Partial<ListFilters>) =>
    filtersToUrl({ ...defaultListFilters, ...changes }, config, locale);
  const categories = config.categories.filter((category) => !category.static);
  const count = (key: string) => home.categoryCounts[key] ?? 0;
  const offers = shown === 'popular' ? home.popular : home.newestWithSalary;
  const topCities = config.cities.filter((city) => city.top);

  return (
    <>
      <Box
        sx={{
          mx: { xs: -1, sm: 0 },
          mt: { xs: -1, sm: 0 },
          px: { xs: 2, sm: 5 },
          pt: { xs: 3, sm: 6 },
          pb: { xs: 3, sm: 5 },
          borderRadius: 4,
          background: (theme) =>
            `linear-gradient(160deg, ${(theme.vars ?? theme).palette.primary.light} 0%, ${(theme.vars ?? theme).palette.background.default} 85%)`,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' }, maxWidth: 720 }}>
          {t('home.hero.title', { brand })}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 640 }}>
          {t('home.hero.lead', { n: home.totalOffers, count: formatCount(home.totalOffers) })}
        </Typography>
        <HomeSearchIsland config={config} locale={locale} total={home.totalOffers} />
      </Box>

      <Carousel
        title={t('home.categories.title')}
        slideWidth={200}
        actions={
          <Link href={list({})} sx={{ fontWeight: 600 }}>
            {t('home.allOffers')}
          </Link>
        }
      >
        {categories.map((category) => (
          <Card key={category.key} variant="outlined" sx={{ width: '100%', borderRadius: 3 }}>
            <CardActionArea href={list({ category: category.key })} sx={{ p: 2, height: '100%' }}>
              <Typography component="h3" sx={{ fontWeight: 650 }}>
                {category.label[locale]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('home.offersCount', { n: count(category.key), count: formatCount(count(category.key)) })}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Carousel>

      <Carousel
        title={t(shown === 'popular' ? 'home.offers.popular' : 'home.offers.newest')}
        slideWidth={300}
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shown}
            onChange={(_event, value: OffersShown | null) => value && setShown(value)}
            aria-label={t('home.offers.toggle')}
          >
            <ToggleButton value="newest">{t('home.offers.newestShort')}</ToggleButton>
            <ToggleButton value="popular">{t('home.offers.popularShort')}</ToggleButton>
          </ToggleButtonGroup>
        }
      >
        {offers.length === 0
          ? [
              <Typography key="none" color="text.secondary" sx={{ py: 2 }}>
                {t('home.offers.none')}
              </Typography>,
            ]
          : offers.map((offer) => <OfferTile key={offer.guid} offer={offer} locale={locale} />)}
      </Carousel>

      {home.brandStories.length > 0 && (
        <Carousel title={t('home.stories.title')} slideWidth={280}>
          {home.brandStories.map((story) => (
            <StoryTile key={story.slug} story={story} />
          ))}
        </Carousel>
      )}

      {profileHref !== null && (
        <Box
          component="section"
          aria-labelledby="home-profile-title"
          sx={{
            mt: { xs: 4, sm: 6 },
            p: { xs: 2.5, sm: 4 },
            borderRadius: 3,
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Box sx={{ flex: '1 1 320px' }}>
            <Typography id="home-profile-title" variant="h2" sx={{ fontSize: '1.375rem' }}>
              {t('home.profile.title')}
            </Typography>
            <Typography sx={{ mt: 0.5, opacity: 0.9 }}>{t('home.profile.body')}</Typography>
          </Box>
          <Button
            href={profileHref}
            variant="contained"
            color="inherit"
            sx={{ color: 'primary.main', bgcolor: 'background.paper' }}
          >
            {t('home.profile.cta')}
          </Button>
        </Box>
      )}

      <Box
        component="nav"
        aria-label={t('home.seo.label')}
        sx={{
          mt: { xs: 4, sm: 6 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 3,
          '& ul': { listStyle: 'none', p: 0, m: 0, columns: { xs: 2, md: 3 }, columnGap: 2 },
          '& li': { py: 0.25, breakInside: 'avoid' },
        }}
      >
        <div>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('home.seo.categories')}
          </Typography>
          <ul>
            {categories.map((category) => (
              <li key={category.key}>
                <Link href={list({ category: category.key })} color="inherit">
                  {t('home.seo.categoryJobs', { category: category.label[locale] })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('home.seo.cities')}
          </Typography>
          <ul>
            {topCities.map((city) => (
              <li key={city.slug}>
                <Link href={list({ city: city.slug })} color="inherit">
                  {t('home.seo.cityJobs', { city: city.label[locale] })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Box>
    </>
  );
}
