import { expect, test, type Page } from '@playwright/test';
import { confirmedEmployer, signInThroughApi } from './employer-account';

// The real server (npm start's), on a fresh embedded PostgreSQL with the demo offers.
const demoTitle = 'Senior TypeScript Developer';

const consoleLabels = {
  pl: {
    publish: 'Opublikuj ofertę',
    published: 'Oferta opublikowana',
    title: 'Stanowisko',
    company: 'Firma',
    skill: 'Umiejętność',
    description: 'Opis',
    from: 'Wynagrodzenie od',
    to: 'Wynagrodzenie do',
    experience: 'Doświadczenie',
    category: 'Kategoria',
    city: 'Miasto',
    workplace: 'Miejsce pracy',
    hybrid: 'Hybrydowo',
    testing: 'Testowanie',
    required: 'To pole jest wymagane',
    noOffers: 'Nie masz jeszcze opublikowanych ofert',
  },
  en: {
    publish: 'Publish offer',
    published: 'Offer published',
    title: 'Job title',
    company: 'Company',
    skill: 'Skill',
    description: 'Description',
    from: 'Salary from',
    to: 'Salary to',
    experience: 'Experience',
    category: 'Category',
    city: 'City',
    workplace: 'Workplace',
    hybrid: 'Hybrid',
    testing: 'Testing',
    required: 'This field is required',
    noOffers: 'No published offers yet',
  },
};

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the board is server-rendered with the demo offers and hydrates', async ({
  page,
  request,
}, testInfo) => {
  // The demo offer's own list (a keyword search): on the first page of `/` it can be pushed down by the
  // generated offers the timers bump meanwhile.
  const english = `/jobs/all-cities?keyword=${encodeURIComponent(demoTitle)}`;
  const polish = `/praca/wszystkie-miasta?slowo-kluczowe=${encodeURIComponent(demoTitle)}`;
  const html = await (await request.get(english)).text();
  expect(html).toContain(demoTitle); // in the HTML before any script runs
  expect(html).toContain('id="__TABLICA_STATE__"');

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(english);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\d+ job offers?$/);
  await expect(page.getByRole('link', { name: new RegExp(demoTitle) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`board-en-${testInfo.project.name}.png`) });

  await page.goto(polish);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ofert/);
  await page.screenshot({ path: testInfo.outputPath(`board-pl-${testInfo.project.name}.png`) });
  expect(errors).toEqual([]);
});

test('an employer publishes an offer in the console and candidates then see it on the board', async ({
  page,
}, testInfo) => {
  const locale = testInfo.project.use.locale?.startsWith('pl') ? 'pl' : 'en';
  const label = consoleLabels[locale];
  const title = `Playwright Engineer ${testInfo.project.name} ${Date.now()}`;

  // The console is the signed-in company's: a fresh company starts with no offers.
  const email = await confirmedEmployer(page.request, `console-${testInfo.project.name}`, locale);
  await signInThroughApi(page.request, email);
  await page.goto('/employer/');
  await expect(page.getByText(label.noOffers)).toBeVisible();
  await expect(page.getByText(demoTitle)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`console-list-${locale}-${testInfo.project.name}.png`) });

  await page.goto('/employer/#/offers/create');
  const text = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(text(label.title)).toBeVisible();

  // Submitting an empty form shows the spec's messages and publishes nothing.
  await text(label.title).fill('x');
  await text(label.title).fill('');
  await page.getByRole('button', { name: label.publish }).click();
  await expect(page.getByText(label.required).first()).toBeVisible();

  await text(label.title).fill(title);
  await text(label.company).fill('Acme Browser Tests');
  await text(label.skill).fill('Playwright');
  await text(label.description).fill('We test job boards end to end.');
  await page.getByRole('spinbutton', { name: label.from }).fill('15000');
  await page.getByRole('spinbutton', { name: label.to }).fill('21000');
  await choose(page, label.experience, 'Senior');
  await choose(page, label.category, label.testing);
  await choose(page, label.city, 'Gdańsk');
  await choose(page, label.workplace, label.hybrid);
  await page.getByRole('button', { name: label.publish }).click();

  await expect(page.getByText(label.published)).toBeVisible();
  // Desktop shows a table, phones a simple list (title and details in one item): match the title inside.
  await expect(page.getByText(title).first()).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath(`console-published-${locale}-${testInfo.project.name}.png`),
  });

  // The whole board's list (the homepage at `/` shows carousels, not the list).
  await page.goto(locale === 'pl' ? '/praca' : '/jobs');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
});
