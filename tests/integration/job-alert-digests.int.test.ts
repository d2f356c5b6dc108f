import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertStreamId, type JobAlertEvent } from '@tablica/domain/job-alerts/job-alert';
import type { OfferContentInput } from '@tablica/domain/offers/schemas';
import type { CapturedMail } from '@tablica/platform/mail/capture-server';
import { latestDigestSlot } from '@tablica/projections/job-alerts/schedule';
import { signedInCandidate, uniqueEmail } from '../support/accounts';
import { boardOffers, startCandidateBoard, type CandidateBoard } from '../support/candidate-board';
import { eventually } from '../support/eventually';

/**
 * The digests on real PostgreSQL, pg-boss and the capture SMTP server: three alerts of different
 * frequencies and filters, offers published between runs. Each mail holds exactly the new matching
 * offers; a second run the same day sends nothing; a crash between the SMTP hand-over and the record
 * sends nothing twice; the mails' unsubscribe links (board link and RFC 8058 one-click) work.
 */

let board: CandidateBoard;
beforeAll(async () => {
  board = await startCandidateBoard();
}, 180_000);
afterAll(async () => {
  await board?.stop();
});

const minute = 60_000;
const hour = 60 * minute;
const api = () => board.api();
const digests = () => {
  const running = board.tablica.jobAlertDigests;
  if (!running) throw new Error('the test board runs the digests');
  return running;
};

const mailsTo = (email: string, tag: string): CapturedMail[] =>
  (board.tablica.mail.capture?.list() ?? [])
    .filter((mail) => mail.to.includes(email) && mail.headers['x-tablica-tags'] === tag)
    .reverse();

const digestMails = (email: string, count: number) =>
  eventually(async () => {
    const mails = mailsTo(email, 'job-alert-digest');
    expect(mails).toHaveLength(count);
    return mails;
  }, 30_000);

async function history(jobFilterId: string): Promise<JobAlertEvent[]> {
  return (await board.tablica.store.readStream(jobAlertStreamId(jobFilterId))) as unknown as JobAlertEvent[];
}

/** A guest's alert, confirmed from its mail. */
async function guestAlert(searchUrl: string, frequency: string) {
  const email = uniqueEmail('digest');
  const created = await api()
    .post('/api/it/guests/job-alerts')
    .send({ email, name: 'Moje wyszukiwanie', frequency, searchUrl, privacyPolicy: true })
    .expect(201);
  const mail = await eventually(async () => {
    const [found] = mailsTo(email, 'job-alert-confirmation');
    expect(found).toBeDefined();
    return found!;
  });
  const link = new URL(/(https?:\/\/\S+\?job-alerts=activate\S*)/.exec(mail.text)![1]!).searchParams;
  await api()
    .put('/api/it/guests/job-alerts/activation')
    .send({
      code: link.get('code'),
      jobFilterId: link.get('job-filter-id'),
      candidateId: link.get('candidate-id'),
    })
    .expect(200);
  return { email, jobFilterId: created.body.jobFilterId as string };
}

async function publish(title: string, content: OfferContentInput, at: Date) {
  const offer = await board.life.publish('it', { ...content, title }, at);
  await board.settle(offer.checkpoint);
  return offer;
}

/** The offer titles a digest lists (each is a link to its page). */
const titlesIn = (mail: CapturedMail) =>
  [...(mail.html ?? '').matchAll(/<a href="[^"]*\/job-offer\/[^"]*"[^>]*>([^<]+)<\/a>/g)].map(
    (match) => match[1],
  );

describe('job alert digests', () => {
  let daily: { email: string; jobFilterId: string };
  let weekly: { email: string; jobFilterId: string };
  let twice: { email: string; jobFilterId: string };
  let firstSlot: Date;

  it('mails each alert exactly its new matching offers, in its language, with one-click unsubscribe', async () => {
    daily = await guestAlert('/praca/wszystkie-miasta/javascript', 'daily');
    weekly = await guestAlert('/jobs/all-cities/java', 'weekly');
    const candidate = await signedInCandidate(board.tablica);
    const saved = await candidate
      .post('/api/it/job-filters')
      .send({ searchUrl: '/praca/wszystkie-miasta', name: 'Wszystko' })
      .expect(201);
    await candidate.post('/api/it/job-alerts').send({ jobFilterId: saved.body.jobFilterId }).expect(201);
    twice = { email: candidate.email, jobFilterId: saved.body.jobFilterId };

    // The next Monday 08:00 in Warsaw: a slot of every frequency.
    firstSlot = latestDigestSlot('weekly', new Date(board.clock.getTime() + 8 * 24 * hour));
    const before = new Date(firstSlot.getTime() - 2 * hour);
    await publish('React Nowa Oferta', boardOffers.react, before);
    await publish('Java Nowa Oferta', boardOffers.java, before);
    await publish('DevOps Nowa Oferta', boardOffers.devops, before);

    board.clock = new Date(firstSlot.getTime() + 5 * minute);
    expect(await digests().schedule()).toBe(3);

    const [toDaily] = await digestMails(daily.email, 1);
    const [toWeekly] = await digestMails(weekly.email, 1);
    const [toTwice] = await digestMails(twice.email, 1);
    expect(titlesIn(toDaily!)).toEqual(['React Nowa Oferta']);
    expect(titlesIn(toWeekly!)).toEqual(['Java Nowa Oferta']);
    expect(titlesIn(toTwice!).sort()).toEqual([
      'DevOps Nowa Oferta',
      'Java Nowa Oferta',
      'React Nowa Oferta',
    ]);

    expect(toDaily!.subject).toBe('1 nowa oferta: Moje wyszukiwanie');
    expect(toWeekly!.subject).toBe('1 new offer: Moje wyszukiwanie');
    expect(toWeekly!.headers['content-language']).toBe('en');
    expect(toTwice!.subject).toBe('3 nowe oferty: Wszystko');
    for (const mail of [toDaily!, toWeekly!, toTwice!]) {
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https?:\/\/[^>]+\/api\/it\/guests\/job-alerts\/[^/]+\/[^/]+\/unsubscribe\?code=[^>]+>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain('?job-alerts=unsubscribe');
    }
    // A link back to the saved search, written by the listing URL codec in the alert's language.
    expect(toDaily!.text).toMatch(/https?:\/\/\S+\/praca\/wszystkie-miasta\/javascript\n/);
    expect(toWeekly!.text).toMatch(/https?:\/\/\S+\/jobs\/all-cities\/java\n/);
    // The offer as its card shows it: company, place and pay, grouped as the board groups numbers.
    expect(toDaily!.text).toMatch(/React Nowa Oferta\nAcme · Warszawa · 20\s000 – 28\s000 PLN \/ mies\./);

    const recorded = (await history(daily.jobFilterId)).filter(
      (event) => event.type === 'JobAlertDigestSent',
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.data).toMatchObject({ until: firstSlot.toISOString() });
  });

  it('sends nothing on a second run the same day, and never the same offer twice', async () => {
    board.clock = new Date(firstSlot.getTime() + 3 * hour);
    expect(await digests().schedule()).toBe(0);
    const digestId = `daily:${firstSlot.toISOString()}`;
    expect(
      await digests().run({
        tenant: 'it',
        jobFilterId: daily.jobFilterId,
        digestId,
        until: firstSlot.toISOString(),
      }),
    ).toBe('done-already');

    await publish('Vue Nowa Oferta', boardOffers.vue, new Date(firstSlot.getTime() + 4 * hour));
    // Tuesday: only the daily alert has a slot; it gets the Vue offer, not the React one again.
    board.clock = new Date(firstSlot.getTime() + 24 * hour + 5 * minute);
    await digests().schedule();
    const [, second] = await digestMails(daily.email, 2);
    expect(titlesIn(second!)).toEqual(['Vue Nowa Oferta']);
    // Nothing new for the others (and no slot): nothing is sent.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsTo(weekly.email, 'job-alert-digest')).toHaveLength(1);
    expect(mailsTo(twice.email, 'job-alert-digest')).toHaveLength(1);
  });

  it('a crash between the SMTP hand-over and the record sends nothing twice', async () => {
    const alert = await guestAlert('/praca/wszystkie-miasta/devops', 'daily');
    const offer = await publish('DevOps Druga', boardOffers.devops, new Date(board.clock.getTime() + hour));
    const data = {
      tenant: 'it',
      jobFilterId: alert.jobFilterId,
      digestId: 'daily:crash-test',
      until: new Date(board.clock.getTime() + 2 * hour).toISOString(),
    };
    await expect(
      digests().run(data, () => {
        throw new Error('killed after the mail went out');
      }),
    ).rejects.toThrow('killed');
    await digestMails(alert.email, 1);
    expect(await digests().run(data)).toBe('recorded-earlier-send');
    expect(await digests().run(data)).toBe('done-already');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(alert.email, 'job-alert-digest')).toHaveLength(1);
    const recorded = (await history(alert.jobFilterId)).filter(
      (event) => event.type === 'JobAlertDigestSent',
    );
    expect(recorded.map((event) => event.data)).toEqual([
      expect.objectContaining({ digestId: 'daily:crash-test', offerIds: [offer.offerId] }),
    ]);
  });

  it('unsubscribes from the mail without signing in: one-click, the board link, forged and expired codes', async () => {
    const [toDaily] = mailsTo(daily.email, 'job-alert-digest');
    const oneClick = new URL(/^<(.+)>$/.exec(toDaily!.headers['list-unsubscribe']!)![1]!);
    const post = () =>
      request(board.tablica.url)
        .post(`${oneClick.pathname}${oneClick.search}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
    await post().expect(204);
    await post().expect(204);
    const unsubscribed = (await history(daily.jobFilterId)).filter(
      (event) => event.type === 'JobAlertUnsubscribed',
    );
    expect(unsubscribed.map((event) => event.data)).toEqual([expect.objectContaining({ via: 'one-click' })]);

    const boardLink = (mail: CapturedMail) =>
      new URL(/(https?:\/\/\S+\?job-alerts=unsubscribe\S*)/.exec(mail.text)![1]!).searchParams;
    const [toWeekly] = mailsTo(weekly.email, 'job-alert-digest');
    const link = boardLink(toWeekly!);
    const unsubscribe = (code: string, candidateId = link.get('candidate-id')!) =>
      api()
        .delete(`/api/it/guests/job-alerts/${candidateId}/${link.get('job-filter-id')}`)
        .query({ code });
    expect((await unsubscribe(`${link.get('code')}x`).expect(404)).body.code).toBe('job_alert.invalid_code');
    await unsubscribe(link.get('code')!, 'someone-else').expect(404);
    await unsubscribe(link.get('code')!).expect(204);
    const viaLink = (await history(weekly.jobFilterId)).filter(
      (event) => event.type === 'JobAlertUnsubscribed',
    );
    expect(viaLink.map((event) => event.data)).toEqual([expect.objectContaining({ via: 'link' })]);

    const [toTwice] = mailsTo(twice.email, 'job-alert-digest');
    const expiring = boardLink(toTwice!);
    const now = board.clock;
    try {
      board.clock = new Date(now.getTime() + 91 * 24 * hour);
      const expired = await api()
        .delete(`/api/it/guests/job-alerts/${expiring.get('candidate-id')}/${expiring.get('job-filter-id')}`)
        .query({ code: expiring.get('code') })
        .expect(409);
      expect(expired.body.code).toBe('job_alert.unsubscribe_link_expired');
    } finally {
      board.clock = now;
    }

    // An unsubscribed alert gets no more digests.
    await publish('React Trzecia', boardOffers.react, new Date(now.getTime() + hour));
    board.clock = new Date(now.getTime() + 24 * hour);
    await digests().schedule();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mailsTo(daily.email, 'job-alert-digest')).toHaveLength(2);
  });
});
