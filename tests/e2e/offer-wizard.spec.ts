import { expect, test, type Page } from '@playwright/test';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { samplePng } from '@tablica/platform/files/sample-files';
import { offerForm } from '../support/offer-commands';
import { expectNoSeriousViolations } from './accessibility';
import {
  consoleLocales,
  consoleOptions,
  consoleShot,
  expectNoOverflow,
  watchConsole,
} from './console-screens';
import {
  confirmedEmployer,
  employerPassword,
  issueCodes,
  linkToken,
  mailFor,
  publishedOffer,
  signInThroughApi,
} from './employer-account';

// The console's offer wizard (issue 14): an employer creates an offer through every section, meets the
// spec's messages for bad input, saves a draft and comes back, publishes with a code, sees the offer on
// the board, edits its pay, copies, refreshes, extends it and finishes the recruitment; a stale edit gets
// 412 and keeps what was typed; the general-jobs brand offers only its categories.
// Each journey in Polish and in English, on the desktop and the mobile (390 px class) project.
const labels = {
  pl: {
    create: 'Dodaj ogłoszenie',
    edit: 'Edytuj ogłoszenie',
    duplicate: 'Duplikuj ogłoszenie',
    refresh: 'Odśwież ogłoszenie',
    extend: 'Przedłuż ogłoszenie',
    title: 'Stanowisko',
    companySize: 'Wielkość firmy',
    website: 'Strona firmy',
    experience: 'Doświadczenie',
    category: 'Kategoria',
    subcategory: 'Podkategoria',
    addLanguage: 'Dodaj język',
    language: 'Język',
    level: 'Poziom',
    addSkill: 'Dodaj umiejętność',
    skill: 'Umiejętność',
    from: 'Wynagrodzenie od',
    to: 'Wynagrodzenie do',
    description: 'Opis',
    bold: 'Pogrubienie',
    city: 'Miasto',
    street: 'Ulica i numer',
    hybrid: 'Hybrydowo',
    contactName: 'Osoba kontaktowa (imię i nazwisko)',
    contactEmail: 'E-mail kontaktowy',
    applyUrl: 'Strona aplikacji',
    clause: 'Klauzula informacyjna',
    next: 'Dalej',
    saveDraft: 'Zapisz i wyjdź',
    dismiss: 'Porzuć',
    draftSaved: 'Szkic zapisany',
    draft: 'Szkic',
    uppercase: 'Za dużo wielkich liter',
    tooHigh: "'Do' nie może być większe niż trzykrotność 'od'",
    required: 'To pole jest wymagane',
    notFound: 'Nie znaleziono miejsca, sprawdź adres',
    preview: 'Tak kandydaci zobaczą Twoje ogłoszenie.',
    choosePlan: 'Wybierz pakiet',
    code: 'Kod',
    verify: 'Sprawdź kod',
    incorrect: 'Nieprawidłowy kod',
    valid: 'Kod jest prawidłowy: możesz opublikować',
    publish: 'Opublikuj',
    published: 'Twoje ogłoszenie jest opublikowane',
    viewOnBoard: 'Zobacz na tablicy',
    actions: 'Akcje',
    open: 'Kontynuuj',
    editAction: 'Edytuj',
    copy: 'Kopiuj',
    refreshAction: 'Opublikuj ponownie',
    extendAction: 'Przedłuż',
    finish: 'Zakończ rekrutację',
    saveChanges: 'Zapisz zmiany',
    saved: 'Zmiany zostały zapisane',
    refreshed: /ponownie opublikowane do/,
    extended: /trwa teraz do/,
    confirm: 'Potwierdź',
    ended: 'Ogłoszenie zakończone',
    endedText: 'Rekrutacja na to ogłoszenie jest zakończona.',
    conflict: 'W międzyczasie ktoś inny zmienił to ogłoszenie.',
    reload: 'Wczytaj ich wersję, zachowaj moje zmiany',
    reloaded: 'Wczytano aktualną wersję; Twoje zmiany są nadal w formularzu',
    email: 'E-mail',
    password: 'Hasło',
    signIn: 'Zaloguj się',
  },
  en: {
    create: 'Create an offer',
    edit: 'Edit offer',
    duplicate: 'Duplicate offer',
    refresh: 'Refresh offer',
    extend: 'Extend offer',
    title: 'Job title',
    companySize: 'Company size',
    website: 'Company website',
    experience: 'Experience',
    category: 'Category',
    subcategory: 'Subcategory',
    addLanguage: 'Add a language',
    language: 'Language',
    level: 'Level',
    addSkill: 'Add a skill',
    skill: 'Skill',
    from: 'Pay from',
    to: 'Pay to',
    description: 'Description',
    bold: 'Bold',
    city: 'City',
    street: 'Street and number',
    hybrid: 'Hybrid',
    contactName: 'Contact person (first and last name)',
    contactEmail: 'Contact e-mail',
    applyUrl: 'Application page',
    clause: 'Information clause',
    next: 'Next',
    saveDraft: 'Save and exit',
    dismiss: 'Dismiss',
    draftSaved: 'Draft saved',
    draft: 'Draft',
    uppercase: 'Too many uppercase letters',
    tooHigh: "'To' cannot be more than three times 'from'",
    required: 'This field is required',
    notFound: 'Place not found, verify the address',
    preview: 'This is how candidates will see your offer.',
    choosePlan: 'Choose a plan',
    code: 'Code',
    verify: 'Check the code',
    incorrect: 'Incorrect code',
    valid: 'The code is valid: you can publish',
    publish: 'Publish',
    published: 'Your offer is published',
    viewOnBoard: 'See it on the board',
    actions: 'Actions',
    open: 'Continue',
    editAction: 'Edit',
    copy: 'Copy',
    refreshAction: 'Republish',
    extendAction: 'Extend',
    finish: 'Finish recruitment',
    saveChanges: 'Save changes',
    saved: 'Your changes are saved',
    refreshed: /published again until/,
    extended: /now runs until/,
    confirm: 'Confirm',
    ended: 'Offer ended',
    endedText: 'The recruitment for this offer is finished.',
    conflict: 'Someone else changed this offer meanwhile.',
    reload: 'Load their version, keep what I typed',
    reloaded: 'The current version is loaded; your changes are still in the form',
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
  },
};
type Labels = (typeof labels)['pl'];

/** No serious or critical accessibility violations in the console's content (the app bar is react-admin's). */
const expectAccessible = (page: Page, selector: string) => expectNoSeriousViolations(page, selector);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function choose(page: Page, field: string, option: string | number) {
  await page.getByRole('combobox', { name: field, exact: true }).last().click();
  const options = page.getByRole('option');
  await (
    typeof option === 'number' ? options.nth(option) : page.getByRole('option', { name: option, exact: true })
  ).click();
}

/** The offer's page in the console, found by its title in the list's search, and its actions menu. */
async function offerAction(page: Page, title: string, label: Labels, action: string, status = 'published') {
  await page.goto(`/employer/#/offers?filter=${encodeURIComponent(JSON.stringify({ q: title, status }))}`);
  await page.getByText(title).filter({ visible: true }).first().click({ timeout: 15_000 });
  await page.waitForURL(/\/show$/);
  await page.getByRole('button', { name: action, exact: true }).click({ timeout: 15_000 });
}

async function next(page: Page, label: Labels) {
  await page.getByRole('button', { name: label.next }).click();
}

for (const { locale, tag } of consoleLocales) {
  test.describe(`in ${locale}`, () => {
    test.use(consoleOptions(tag));
    const label = labels[locale];
    const shot = (page: Page, name: string) => consoleShot(page, test.info(), locale, `offer-wizard-${name}`);

    test('an employer creates an offer in the wizard, publishes it with a code and manages it', async ({
      page,
      baseURL,
    }, testInfo) => {
      test.setTimeout(300_000);
      const watched = watchConsole(page);
      const pageErrors = watched.errors;
      const title = `Wizard Engineer ${testInfo.project.name} ${locale} ${Date.now().toString(36)}`;
      const codes = await issueCodes(baseURL!, `${testInfo.project.name}-${locale}`, locale);
      const email = await confirmedEmployer(
        page.request,
        `wizard-${testInfo.project.name}-${locale}`,
        locale,
      );
      await signInThroughApi(page.request, email);

      // ── The form: the spec's messages for bad input ────────────────────────────────────────────────
      await page.goto('/employer/#/offers/create');
      await expect(page.getByRole('heading', { name: label.create, level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      await shot(page, 'form-empty');
      await textbox(page, label.title).fill('SENIOR ENGINEER WANTED NOW');
      await textbox(page, label.title).press('Tab');
      await expect(page.getByText(label.uppercase)).toBeVisible();
      // Enter in a field does not submit anything.
      await textbox(page, label.title).press('Enter');
      await expect(page.getByRole('heading', { name: label.create, level: 1 })).toBeVisible();
      await page.getByRole('spinbutton', { name: label.from }).fill('10000');
      await page.getByRole('spinbutton', { name: label.to }).fill('40000');
      await page.getByRole('spinbutton', { name: label.to }).press('Tab');
      await expect(page.getByText(label.tooHigh)).toBeVisible();
      await next(page, label);
      await expect(page.getByText(label.required).first()).toBeVisible();
      // Focus went to the first field with an error.
      await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
      await shot(page, 'form-errors');

      // ── Save and exit as a draft; come back to it ──────────────────────────────────────────────────
      await textbox(page, label.title).fill(title);
      await page.getByRole('button', { name: label.saveDraft }).click();
      await expect(page.getByText(label.draftSaved)).toBeVisible();
      await offerAction(page, title, label, label.open, 'draft');
      await expect(textbox(page, label.title), pageErrors.join('\n')).toHaveValue(title);
      await expect(page.getByRole('spinbutton', { name: label.from })).toHaveValue('10000');

      // ── Every section ──────────────────────────────────────────────────────────────────────────────
      await page.locator('input[type="file"]').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: samplePng,
      });
      await choose(page, label.companySize, 2);
      await textbox(page, label.website).fill('https://wizard.example.com');
      await choose(page, label.experience, 'Senior');
      await choose(page, label.category, 'JavaScript');
      await choose(page, label.subcategory, 'TypeScript');
      await page.getByRole('button', { name: label.addLanguage }).click();
      await choose(page, label.language, 1);
      await choose(page, label.level, 'B2');
      await page.getByRole('button', { name: label.addSkill }).first().click();
      await page.getByRole('combobox', { name: label.skill }).first().fill('TypeSc');
      await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
      await page.getByRole('spinbutton', { name: label.to }).fill('21000');
      const editor = page.getByRole('textbox', { name: label.description });
      await editor.click();
      await page.getByRole('button', { name: label.bold }).click();
      await editor.pressSequentially('Build job boards');
      await page.getByRole('button', { name: label.bold }).click();
      await editor.pressSequentially(' with a friendly team.');
      await textbox(page, label.city).fill('Atlantyda Zaginiona');
      await textbox(page, label.street).fill('Długa 7');
      await page.getByRole('radio', { name: label.hybrid }).check();
      await textbox(page, label.contactName).fill('Anna Nowak');
      await textbox(page, label.contactEmail).fill('anna.nowak@wizard.example.com');
      await textbox(page, label.applyUrl).fill('https://wizard.example.com/apply');
      await textbox(page, label.clause).fill(
        'Wizard sp. z o.o. processes your data to run this recruitment.',
      );
      await textbox(page, label.clause).blur();
      await shot(page, 'form-filled');
      await expectNoOverflow(page);
      await expectAccessible(page, '#main-content');

      // A place the geocoder does not know is told on the city.
      await next(page, label);
      await expect(page.getByText(label.notFound)).toBeVisible();
      await textbox(page, label.city).fill('Gdańsk');
      // The locations map places a city it knows (no tiles here: a plain background with the marker).
      const map = page.getByTestId('locations-map');
      await expect(map).toHaveAttribute('data-markers', '1');
      await expect(map.getByText('Gdańsk, Długa 7')).toBeVisible();
      await map.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: testInfo.outputPath(`offer-wizard-map-${locale}-${testInfo.project.name}.png`),
      });
      await next(page, label);

      // ── Summary, plan, code ────────────────────────────────────────────────────────────────────────
      await expect(page.getByText(label.preview)).toBeVisible();
      await expect(page.getByTestId('offer-preview')).toContainText(title);
      await expect(page.getByTestId('offer-preview-description').locator('strong')).toHaveText(
        'Build job boards',
      );
      await shot(page, 'summary');
      await next(page, label);
      await expect(page.getByText(label.choosePlan)).toBeVisible();
      await shot(page, 'plan');
      await next(page, label);
      await page.getByRole('textbox', { name: label.code }).fill('NOPE-NOPE-NOPE-NOPE');
      await page.getByRole('button', { name: label.verify }).click();
      await expect(page.getByText(label.incorrect)).toBeVisible();
      await page.getByRole('textbox', { name: label.code }).fill(codes[0]!);
      await page.getByRole('button', { name: label.verify }).click();
      await expect(page.getByText(label.valid).first()).toBeVisible();
      await shot(page, 'payment');
      await page.getByRole('button', { name: label.publish, exact: true }).click();
      await expect(page.getByText(label.published)).toBeVisible();
      await shot(page, 'published');
      const boardLink = page.getByRole('link', { name: label.viewOnBoard });
      const href = (await boardLink.getAttribute('href'))!;
      const slug = decodeURIComponent(href.replace('/job-offer/', ''));

      // ── On the public board ────────────────────────────────────────────────────────────────────────
      await page.goto(`${href}?lang=${locale}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      // ── The list: row actions; edit the pay ────────────────────────────────────────────────────────
      await page.goto(`/employer/#/offers?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
      await expect(page.getByText(title).first()).toBeVisible({ timeout: 15_000 });
      await expectAccessible(page, '.RaList-content');
      await shot(page, 'list');
      await offerAction(page, title, label, label.editAction);
      await expect(page.getByRole('heading', { name: label.edit, level: 1 })).toBeVisible();
      await page.getByRole('spinbutton', { name: label.from }).fill('12000');
      await next(page, label);
      await expect(page.getByTestId('offer-preview')).toContainText('12');
      await page.getByRole('button', { name: label.saveChanges }).click();
      await expect(page.getByText(label.saved)).toBeVisible();
      const edited = (await (await page.request.get(`/api/v1/offers/${slug}`)).json()) as {
        form: { employment_types: { from: number }[] };
      };
      expect(edited.form.employment_types[0]!.from).toBe(12000);

      // ── Copy ───────────────────────────────────────────────────────────────────────────────────────
      await offerAction(page, title, label, label.copy);
      await expect(page.getByRole('heading', { name: label.duplicate, level: 1 })).toBeVisible();
      await expect(textbox(page, label.title)).toHaveValue(title);
      await page.getByRole('button', { name: label.dismiss }).click();

      // ── Refresh and extend, each with a code ───────────────────────────────────────────────────────
      await offerAction(page, title, label, label.refreshAction);
      await expect(page.getByRole('heading', { name: label.refresh, level: 1 })).toBeVisible();
      await next(page, label);
      await next(page, label);
      await page.getByRole('textbox', { name: label.code }).fill(codes[1]!);
      await page.getByRole('button', { name: label.refreshAction, exact: true }).click();
      await expect(page.getByText(label.refreshed)).toBeVisible();

      await offerAction(page, title, label, label.extendAction);
      await expect(page.getByRole('heading', { name: label.extend, level: 1 })).toBeVisible();
      await next(page, label);
      await page.getByRole('textbox', { name: label.code }).fill(codes[2]!);
      await page.getByRole('button', { name: label.extendAction, exact: true }).click();
      await expect(page.getByText(label.extended)).toBeVisible();

      // ── Finish the recruitment: the "offer ended" screen ───────────────────────────────────────────
      await offerAction(page, title, label, label.finish);
      await page.getByRole('button', { name: label.confirm }).click();
      await expect(page.getByRole('heading', { name: label.ended, level: 1 })).toBeVisible();
      await expect(page.getByText(label.endedText)).toBeVisible();
      await shot(page, 'ended');
      watched.expectClean();
    });

    test('a stale edit gets 412: the wizard keeps what was typed and saves over the reloaded version', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const watched = watchConsole(page);
      const email = await confirmedEmployer(page.request, `stale-${testInfo.project.name}-${locale}`, locale);
      await signInThroughApi(page.request, email);
      const title = `Stale Edit Engineer ${testInfo.project.name} ${locale} ${Date.now().toString(36)}`;
      const { slug } = await publishedOffer(page.request, offerForm({ title }));

      // The wizard is open on the published offer; the employer types a new pay.
      await page.goto(`/employer/#/offers/${encodeURIComponent(slug)}/wizard/edit`);
      await expect(page.getByRole('heading', { name: label.edit, level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      await expect(textbox(page, label.title)).toHaveValue(title);
      await page.getByRole('spinbutton', { name: label.from }).fill('23000');

      // Meanwhile a colleague (another session of the company) changes the offer's title.
      const colleague = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      await signInThroughApi(colleague.request, email);
      const changed = await colleague.request.patch(`/api/v1/offers/${encodeURIComponent(slug)}`, {
        data: { title: `${title} (colleague)` },
      });
      expect(changed.status(), await changed.text()).toBe(200);
      await colleague.close();

      // Saving the older version: 412, told in the wizard; what was typed stays.
      await next(page, label);
      await expect(page.getByText(label.conflict)).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: label.from })).toHaveValue('23000');
      await expect(page.getByRole('heading', { name: label.edit, level: 1 })).toBeVisible();
      await shot(page, 'conflict');
      await expectAccessible(page, '#main-content');
      await page.getByRole('button', { name: label.reload }).click();
      await expect(page.getByText(label.reloaded)).toBeVisible();
      await expect(page.getByText(label.conflict)).toHaveCount(0);
      await expect(page.getByRole('spinbutton', { name: label.from })).toHaveValue('23000');

      // Saved again over the version now current: the typed pay (and the title as the form holds it) win.
      await next(page, label);
      await expect(page.getByTestId('offer-preview')).toContainText('23');
      await page.getByRole('button', { name: label.saveChanges }).click();
      await expect(page.getByText(label.saved)).toBeVisible();
      const saved = (await (await page.request.get(`/api/v1/offers/${encodeURIComponent(slug)}`)).json()) as {
        form: { title: string; employment_types: { from: number }[] };
      };
      expect(saved.form.employment_types[0]!.from).toBe(23000);
      watched.expectClean();
    });

    test('an employer of the general-jobs brand is offered only its categories', async ({
      page,
    }, testInfo) => {
      // The brand is told by the host (work.localhost); the API takes it as a path prefix too.
      const port = new URL(testInfo.project.use.baseURL!).port;
      const work = `http://work.localhost:${port}`;
      const api = page.request;
      const email = `general.${testInfo.project.name}.${locale}.${Date.now().toString(36)}@example.com`;
      const signUp = await api.post('/api/work/v1/users/sign_up', {
        data: {
          company: { name: 'Piekarnia Nowak', accepted_regulations: true, subscribe_to_newsletter: false },
          user: {
            name: 'Ewa Nowak',
            email,
            password: employerPassword,
            password_confirmation: employerPassword,
          },
          locale,
        },
      });
      expect(signUp.status(), await signUp.text()).toBe(201);
      const mail = await mailFor(api, email, 'verification');
      const confirmed = await api.patch('/api/work/v1/users/confirm', {
        data: { confirmation_token: linkToken(mail) },
      });
      expect(confirmed.status()).toBe(200);

      await page.goto(`${work}/employer/#/login`);
      await page.getByRole('textbox', { name: label.email, exact: true }).fill(email);
      await page.getByLabel(label.password, { exact: true }).fill(employerPassword);
      await page.getByRole('button', { name: label.signIn }).click();
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      await page.goto(`${work}/employer/#/offers/create`);
      await expect(page.getByRole('heading', { name: label.create, level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      await page.getByRole('combobox', { name: label.category, exact: true }).click();
      const offered = await page.getByRole('option').allTextContents();
      // Its categories that hold offers (not the links to another board, like "IT jobs").
      const general = tenantConfig('work')
        .categories.filter((category) => !category.redirectTo && !category.static)
        .map((category) => category.label[locale]);
      expect(offered.filter((name) => name.trim() !== '')).toEqual(general);
      expect(offered).not.toContain('JavaScript');
      await shot(page, 'general-categories');
    });
  });
}
