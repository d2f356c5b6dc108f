import { describe, expect, it } from 'vitest';
import { defaultListFilters } from '../listing/filters';
import { deciderSpec } from '../testing/decider-spec';
import { decide, type JobAlertCommand } from './decide';
import { evolve, initialState, type JobAlertEvent, type JobAlertState } from './job-alert';

const now = new Date('2026-11-25T08:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec({ decide, evolve, initialState }, { now });
const fold = (events: JobAlertEvent[]): JobAlertState => events.reduce(evolve, initialState());

const jobFilterId = 'filter-1';
const anna = 'candidate-anna';
const filters = { ...defaultListFilters, city: 'warszawa', skills: ['TypeScript'] };

const saved: JobAlertEvent = {
  type: 'JobFilterSaved',
  data: {
    jobFilterId,
    candidateId: anna,
    name: 'TypeScript, Warszawa',
    searchUrl: '/warszawa?skills=TypeScript',
    filters,
    savedAt: at,
  },
};
const created = (confirmationId = 'c1'): JobAlertEvent => ({
  type: 'JobAlertCreated',
  data: {
    jobFilterId,
    email: 'anna@example.com',
    frequency: 'twiceAWeek',
    language: 'pl',
    confirmationId,
    createdAt: at,
  },
});
const activated = (via: 'email-link' | 'verified-account' = 'email-link'): JobAlertEvent => ({
  type: 'JobAlertActivated',
  data: { jobFilterId, via, activatedAt: at },
});
const pending = () => [saved, created()];
const active = () => [saved, created(), activated()];

const create = (verifiedAccount = false, by = anna): JobAlertCommand => ({
  type: 'CreateJobAlert',
  data: {
    by,
    email: 'anna@example.com',
    frequency: 'twiceAWeek',
    language: 'pl',
    confirmationId: 'c1',
    verifiedAccount,
  },
});
const activate = (confirmationId = 'c1'): JobAlertCommand => ({
  type: 'ActivateJobAlert',
  data: { confirmationId },
});

describe('SaveJobFilter', () => {
  const save: JobAlertCommand = {
    type: 'SaveJobFilter',
    data: {
      jobFilterId,
      candidateId: anna,
      name: 'TypeScript, Warszawa',
      searchUrl: '/warszawa?skills=TypeScript',
      filters,
    },
  };
  it('saves a search', () => spec.given([]).when(save).then([saved]));
  it('answers the §8 conflict for a search saved twice', () => {
    const error = spec.given([saved]).when(save).thenThrows('job_filter.already_exists');
    expect(error.message).toBe('Job filter already exists');
  });
  it('saves it again after it was deleted', () =>
    spec
      .given([saved, { type: 'JobFilterDeleted', data: { jobFilterId, deletedAt: at } }])
      .when(save)
      .then([saved]));
});

describe('CreateJobAlert', () => {
  it('waits for the mail link (double opt-in)', () => spec.given([saved]).when(create()).then([created()]));
  it('is active at once for a signed-in account with a verified e-mail', () =>
    spec
      .given([saved])
      .when(create(true))
      .then([created(), activated('verified-account')]));
  it('answers the §8 conflicts for a pending and an active alert', () => {
    expect(spec.given(pending()).when(create()).thenThrows('job_alert.already_exists').message).toBe(
      'Job alert already exists',
    );
    expect(spec.given(active()).when(create()).thenThrows('job_alert.already_active').message).toBe(
      'Job filter with active job alert already exists',
    );
  });
  it('re-enables a disabled alert', () =>
    spec
      .given([...active(), { type: 'JobAlertDisabled', data: { jobFilterId, disabledAt: at } }])
      .when(create())
      .then([created()]));
  it("does not reveal another candidate's search", () =>
    spec.given([saved]).when(create(false, 'candidate-bob')).thenThrows('job_filter.not_found'));
});

describe('ActivateJobAlert and a fresh confirmation', () => {
  it('activates with the newest confirmation', () =>
    spec.given(pending()).when(activate()).then([activated()]));
  it('rejects a superseded confirmation after a fresh one was requested', () => {
    const resent: JobAlertEvent = {
      type: 'JobAlertConfirmationRequested',
      data: { jobFilterId, confirmationId: 'c2', requestedAt: at },
    };
    spec
      .given(pending())
      .when({ type: 'RequestJobAlertConfirmation', data: { confirmationId: 'c2' } })
      .then([resent]);
    spec
      .given([...pending(), resent])
      .when(activate('c1'))
      .thenThrows('job_alert.confirmation_expired');
    spec
      .given([...pending(), resent])
      .when(activate('c2'))
      .then([activated()]);
  });
  it('answers the §8 conflict when activated twice', () =>
    spec.given(active()).when(activate()).thenThrows('job_alert.already_active'));
  it('does not activate an alert that was unsubscribed meanwhile', () =>
    spec
      .given([
        ...pending(),
        { type: 'JobAlertUnsubscribed', data: { jobFilterId, via: 'link', unsubscribedAt: at } },
      ])
      .when(activate())
      .thenThrows('job_alert.confirmation_expired'));
  it('has nothing to activate without an alert', () =>
    spec.given([saved]).when(activate()).thenThrows('job_alert.not_found'));
});

describe('frequency, disabling, unsubscribing and deleting', () => {
  it('changes the frequency, and changing it to the same is nothing', () => {
    spec
      .given(active())
      .when({ type: 'ChangeJobAlertFrequency', data: { by: anna, frequency: 'daily' } })
      .then([{ type: 'JobAlertFrequencyChanged', data: { jobFilterId, frequency: 'daily', changedAt: at } }]);
    spec
      .given(active())
      .when({ type: 'ChangeJobAlertFrequency', data: { by: anna, frequency: 'twiceAWeek' } })
      .then([]);
    spec
      .given([saved])
      .when({ type: 'ChangeJobAlertFrequency', data: { by: anna, frequency: 'daily' } })
      .thenThrows('job_alert.not_found');
  });
  it('disables only an alert that is on', () => {
    spec
      .given(active())
      .when({ type: 'DisableJobAlert', data: { by: anna } })
      .then([{ type: 'JobAlertDisabled', data: { jobFilterId, disabledAt: at } }]);
    spec
      .given([saved])
      .when({ type: 'DisableJobAlert', data: { by: anna } })
      .thenThrows('job_alert.not_found');
  });
  it('unsubscribes by the one-click header without an account, and a second time is nothing', () => {
    const unsubscribe: JobAlertCommand = {
      type: 'UnsubscribeJobAlert',
      data: { by: null, via: 'one-click' },
    };
    const done: JobAlertEvent = {
      type: 'JobAlertUnsubscribed',
      data: { jobFilterId, via: 'one-click', unsubscribedAt: at },
    };
    spec.given(active()).when(unsubscribe).then([done]);
    spec
      .given([...active(), done])
      .when(unsubscribe)
      .then([]);
  });
  it('deletes the search; after that it is not found', () => {
    const deleted: JobAlertEvent = { type: 'JobFilterDeleted', data: { jobFilterId, deletedAt: at } };
    spec
      .given(active())
      .when({ type: 'DeleteJobFilter', data: { by: anna } })
      .then([deleted]);
    spec
      .given([...active(), deleted])
      .when({ type: 'DisableJobAlert', data: { by: anna } })
      .thenThrows('job_filter.not_found');
    spec
      .given(active())
      .when({ type: 'DeleteJobFilter', data: { by: 'candidate-bob' } })
      .thenThrows('job_filter.not_found');
  });
});

describe('the consent trail', () => {
  it('records when and how consent was requested, given and withdrawn', () => {
    const state = fold([
      ...active(),
      {
        type: 'JobAlertUnsubscribed',
        data: { jobFilterId, via: 'one-click', unsubscribedAt: '2026-12-01T10:00:00.000Z' },
      },
      created(),
      activated('verified-account'),
      { type: 'JobFilterDeleted', data: { jobFilterId, deletedAt: '2026-12-02T10:00:00.000Z' } },
    ]);
    expect(state.exists && state.consent).toEqual([
      { at, action: 'requested', via: 'email-link' },
      { at, action: 'given', via: 'email-link' },
      { at: '2026-12-01T10:00:00.000Z', action: 'withdrawn', via: 'one-click' },
      { at, action: 'requested', via: 'email-link' },
      { at, action: 'given', via: 'verified-account' },
      { at: '2026-12-02T10:00:00.000Z', action: 'withdrawn', via: 'deleted' },
    ]);
  });
});

describe('reading offers and digests', () => {
  const digest = (digestId: string, until: string, offerIds: string[] = ['o1']): JobAlertCommand => ({
    type: 'RecordJobAlertDigest',
    data: { digestId, from: at, until, offerIds },
  });
  const sent = (digestId: string, until: string, offerIds: string[] = ['o1']): JobAlertEvent => ({
    type: 'JobAlertDigestSent',
    data: { jobFilterId, digestId, from: at, until, offerIds, sentAt: at },
  });
  it('marks the offers read for the owner only', () => {
    spec
      .given([saved])
      .when({ type: 'MarkJobFilterOffersRead', data: { by: anna } })
      .then([{ type: 'JobFilterOffersRead', data: { jobFilterId, readAt: at } }]);
    spec
      .given([saved])
      .when({ type: 'MarkJobFilterOffersRead', data: { by: 'someone-else' } })
      .thenThrows('job_filter.not_found');
  });
  it('records a digest of an active alert once per slot, never an older window', () => {
    spec
      .given(active())
      .when(digest('d1', '2026-11-26T07:00:00.000Z'))
      .then([sent('d1', '2026-11-26T07:00:00.000Z')]);
    spec
      .given([...active(), sent('d1', '2026-11-26T07:00:00.000Z')])
      .when(digest('d1', '2026-11-26T07:00:00.000Z'))
      .then([]);
    spec
      .given([...active(), sent('d2', '2026-11-27T07:00:00.000Z')])
      .when(digest('d1', '2026-11-26T07:00:00.000Z'))
      .then([]);
    const state = fold([...active(), sent('d1', '2026-11-26T07:00:00.000Z')]);
    expect(state.exists && state.alert).toMatchObject({
      digestedUntil: '2026-11-26T07:00:00.000Z',
      lastDigestId: 'd1',
    });
  });
  it('records no digest for a pending or switched-off alert', () => {
    spec.given(pending()).when(digest('d1', at)).thenThrows('job_alert.not_found');
    spec
      .given([...active(), { type: 'JobAlertDisabled', data: { jobFilterId, disabledAt: at } }])
      .when(digest('d1', at))
      .thenThrows('job_alert.not_found');
  });
});
