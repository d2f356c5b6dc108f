import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface BrandStoryPreviewProps {
  readonly slug: string;
  readonly companyName: string;
  readonly coverPhotoUrl: string | null;
  readonly shortDescription: string | null;
}

/** Spec §2 "company story preview": the company's cover and short description, to its story page. */
export function BrandStoryPreview({
  slug,
  companyName,
  coverPhotoUrl,
  shortDescription,
}: BrandStoryPreviewProps) {
  const t = useTranslate();
  return (
    <Card
      variant="outlined"
      sx={{ mt: 2, borderRadius: 3 }}
      component="section"
      aria-labelledby="brand-story-preview"
    >
      <CardActionArea
        href={`/brands/story/${slug}`}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}
      >
        <Box
          sx={{
            minHeight: { xs: 96, sm: 140 },
            height: '100%',
            bgcolor: 'primary.light',
            backgroundImage: coverPhotoUrl ? `url("${encodeURI(coverPhotoUrl)}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="brand-story-preview" variant="h2" sx={{ fontSize: '1.125rem' }}>
            {t('brandStoryPreview.title', { company: companyName })}
          </Typography>
          {shortDescription && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {shortDescription}
            </Typography>
          )}
          <Typography sx={{ mt: 1, fontWeight: 600, color: 'primary.main' }}>
            {t('brandStoryPreview.more')}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
