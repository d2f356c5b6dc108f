import { describe, expect, it } from 'vitest';
import { jobPosting, jsonLdScript } from './job-posting';
import type { OfferPageData } from './offer-page-data';
import { offerPageData } from './test-offers';

const offer: OfferPageData = offerPageData({
  slug: 'senior-go-developer-1a2b3c4d',
  guid: '5b0f7d1e-1111-4222-8333-944455556666',
  title: 'Senior Go Developer',
  companyName: 'Nordlight',
  companyLogoUrl: '/api/files/logo.png',
  city: 'Kraków',
  street: 'Rynek 1',
  latitude: 50.06,
  longitude: 19.94,
  workplaceType: 'remote',
  experienceLevel: 'senior',
  workingTime: 'part_time',
  categoryId: 'backend',
  employmentTypes: [{ type: 'internship', from: 5000, to: 5000, currency: 'PLN', unit: 'hour', gross: true }],
  requiredSkills: ['Go'],
  publishedAt: '2026-11-20T10:00:00.000Z',
  expiredAt: '2026-12-20T10:00:00.000Z',
  applyUrl: 'https://jobs.example.com/1',
  body: '<p>Go & </script> fun</p>',
  companyUrl: 'https://nordlight.example.com',
});

describe('JobPosting JSON-LD', () => {
  it('marks a remote offer TELECOMMUTE with the country it hires in, keeps its office and maps spec §9 types', () => {
    const posting = jobPosting(offer, {
      url: 'https://it.example/job-offer/x',
      brand: 'Tablica IT',
      origin: 'https://it.example',
    });
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'PL' },
      jobLocation: [
        { address: { addressLocality: 'Kraków', streetAddress: 'Rynek 1', addressCountry: 'PL' } },
      ],
      employmentType: ['PART_TIME', 'INTERN'],
      directApply: false,
      hiringOrganization: {
        logo: 'https://it.example/api/files/logo.png',
        sameAs: 'https://nordlight.example.com',
      },
      baseSalary: { currency: 'PLN', value: { value: 5000, unitText: 'HOUR' } },
      experienceRequirements: { monthsOfExperience: 60 },
    });
  });

  it('cannot be closed early by the description it carries', () => {
    const script = jsonLdScript(jobPosting(offer, { url: 'u', brand: 'b', origin: 'https://it.example' }));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length)).description).toBe(
      offer.body,
    );
  });
});
