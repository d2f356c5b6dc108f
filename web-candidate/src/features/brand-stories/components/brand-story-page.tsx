import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandStoryType } from '@tablica/domain/accounts/brand-story';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';
import type { BrandStoryPageData } from '../brand-story-page-data';

const typeLabels = {
  startup: 'brandStory.type.startup',
  'software-house': 'brandStory.type.softwareHouse',
  'e-commerce': 'brandStory.type.eCommerce',
  corporation: 'brandStory.type.corporation',
  agency: 'brandStory.type.agency',
  other: 'brandStory.type.other',
} as const satisfies Record<BrandStoryType, MessageId>;

interface BrandStoryPageProps {
  readonly story: BrandStoryPageData;
  /** The company's offers drawn as the board's offer cards (the app composes them in). */
  readonly renderOffer: (offer: BrandStoryPageData['offers'][number]) => ReactNode;
}

/**
 * `/brands/story/{slug}` (spec §2): the company's cover, name and kind, its story as the employer
 * wrote it (sanitised HTML), its technologies, and its active offers on this board.
 */
export function BrandStoryPage({ story, renderOffer }: BrandStoryPageProps) {
  const t = useTranslate();
  return (
    <>
      <Box
        sx={{
          height: { xs: 140, sm: 220 },
          borderRadius: 3,
          bgcolor: 'primary.light',
          backgroundImage: story.coverPhotoUrl ? `url("${encodeURI(story.coverPhotoUrl)}")` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', mt: { xs: -4, sm: -5 }, px: 2 }}>
        <Avatar
          src={story.logoUrl ?? undefined}
          alt=""
          variant="rounded"
          sx={{
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            bgcolor: 'background.paper',
            color: 'primary.main',
            border: 1,
            borderColor: 'divider',
            fontSize: '2rem',
            fontWeight: 800,
          }}
        >
          {story.name.charAt(0).toUpperCase()}
        </Avatar>
      </Stack>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, fontWeight: 800, mt: 2 }}>
        {story.name}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Chip size="small" color="primary" variant="outlined" label={t(typeLabels[story.type])} />
        <Chip
          size="small"
          variant="outlined"
          label={t('brandStory.offersCount', { n: story.offers.length, count: String(story.offers.length) })}
        />
      </Stack>
      <Typography sx={{ mt: 2, fontSize: '1.1rem' }}>{story.shortDescription}</Typography>

      <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mt: 4 }}>
        {t('brandStory.about')}
      </Typography>
      <Box
        className="brand-story-description"
        sx={{ mt: 1, '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
        // Sanitised by the command side on save and by the server before rendering.
        dangerouslySetInnerHTML={{ __html: story.description }}
      />

      {story.technologies.length > 0 && (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mt: 4 }}>
            {t('brandStory.technologies')}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', p: 0, mt: 1, listStyle: 'none' }}
          >
            {story.technologies.map((name) => (
              <Chip component="li" key={name} label={name} />
            ))}
          </Stack>
        </>
      )}

      <Typography variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mt: 4, mb: 2 }}>
        {t('brandStory.offers', { company: story.name })}
      </Typography>
      {story.offers.length === 0 ? (
        <Typography color="text.secondary">{t('brandStory.noOffers')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {story.offers.map((offer) => (
            <li key={offer.slug}>{renderOffer(offer)}</li>
          ))}
        </Stack>
      )}
    </>
  );
}
