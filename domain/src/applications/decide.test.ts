import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { evolve, initialState, type ApplicationEvent } from './application';
import { decide, type OfferToApply } from './decide';
import { applySource, parseApplicationForm } from './form';

const now = new Date('2026-11-25T10:00:00.000Z');
const at = now.toISOString();
const spec = deciderSpec({ decide, evolve, initialState }, { now });
const applicationId = '6f1c1e0e-0000-4000-8000-000000000001';

const offer = (overrides: Partial<OfferToApply> = {}): OfferToApply => ({
  offerId: 'a1b2c3d4-0000-4000-8000-000000000002',
  slug: 'senior-typescript-developer-a1b2c3d4',
  companyId: 'acme',
  version: 3,
  status: 'published',
  expiredAt: '2026-12-25T10:00:00.000Z',
  title: 'Senior TypeScript Developer',
  employmentTypes: [
    { type: 'b2b', from: 20000, to: 26000, currency: 'PLN', unit: 'month', gross: false },
    { type: 'permanent', from: 16000, to: 21000, currency: 'PLN', unit: 'month', gross: true },
  ],
  applyUrl: null,
  futureConsentEnabled: true,
  customConsentEnabled: false,
  ...overrides,
});

const submit = (to = offer(), consents = { futureConsentAccepted: true, customConsentAccepted: true }) =>
  ({
    type: 'SubmitApplication',
    data: {
      applicationId,
      offer: to,
      candidateId: 'candidate-1',
      source: 'apply_form',
      personal: 'sealed',
      hasCv: true,
      consents,
    },
  }) as const;

const submitted = (): ApplicationEvent => ({
  type: 'ApplicationSubmitted',
  data: {
    applicationId,
    offerId: offer().offerId,
    offerSlug: offer().slug,
    companyId: 'acme',
    candidateId: 'candidate-1',
    channel: 'form',
    source: 'apply_form',
    shown: {
      offerVersion: 3,
      title: 'Senior TypeScript Developer',
      employmentTypes: offer().employmentTypes,
    },
    personal: 'sealed',
    hasCv: true,
    // The custom consent was not asked for, so it was not given.
    consents: { futureConsentAccepted: true, customConsentAccepted: false },
    submittedAt: at,
    // 90 days after the offer's end, plus a year for the future-recruitment consent.
    retainUntil: new Date(Date.parse('2026-12-25T10:00:00.000Z') + 455 * 86_400_000).toISOString(),
  },
});

const redirect = (): ApplicationEvent => ({
  type: 'ApplicationRedirectTracked',
  data: {
    ...(submitted().data as Extract<ApplicationEvent, { type: 'ApplicationSubmitted' }>['data']),
    channel: 'redirect',
    source: 'redirect',
    hasCv: false,
    consents: { futureConsentAccepted: false, customConsentAccepted: false },
    retainUntil: new Date(Date.parse('2026-12-25T10:00:00.000Z') + 90 * 86_400_000).toISOString(),
  },
});

const changeStatus = (status: 'seen' | 'rejected' = 'seen', companyId = 'acme', note: string | null = null) =>
  ({ type: 'ChangeApplicationStatus', data: { companyId, by: 'user-1', status, note } }) as const;

describe('SubmitApplication', () => {
  it('records what the candidate was shown: the offer version, title and every salary range', () => {
    spec.given([]).when(submit()).then([submitted()]);
  });

  it('refuses expired, finished and deleted offers with the spec message', () => {
    for (const refused of [
      offer({ status: 'expired' }),
      offer({ status: 'finished' }),
      offer({ status: 'deleted' }),
      offer({ expiredAt: at }),
    ]) {
      const error = spec.given([]).when(submit(refused)).thenThrows('application.offer_expired');
      expect(error.message).toBe('Offer expired');
    }
  });

  it('refuses the form for an offer that applies on an external page, and a second submission', () => {
    spec
      .given([])
      .when(submit(offer({ applyUrl: 'https://acme.example/jobs/1' })))
      .thenThrows('application.external_apply');
    spec.given([submitted()]).when(submit()).thenThrows('application.exists');
  });
});

describe('TrackRedirect and its confirmation', () => {
  const track = (to = offer({ applyUrl: 'https://acme.example/jobs/1' })) =>
    ({
      type: 'TrackRedirect',
      data: { applicationId, offer: to, candidateId: 'candidate-1', personal: 'sealed' },
    }) as const;

  it('records an unconfirmed redirect that its candidate confirms once', () => {
    spec.given([]).when(track()).then([redirect()]);
    spec.given([]).when(track(offer())).thenThrows('application.no_redirect');
    spec
      .given([redirect()])
      .when({ type: 'ConfirmRedirect', data: { candidateId: 'candidate-1' } })
      .then([{ type: 'ApplicationRedirectConfirmed', data: { applicationId, confirmedAt: at } }]);
    spec
      .given([redirect(), { type: 'ApplicationRedirectConfirmed', data: { applicationId, confirmedAt: at } }])
      .when({ type: 'ConfirmRedirect', data: { candidateId: 'candidate-1' } })
      .then([]);
  });

  it("is nobody else's to confirm or remove", () => {
    spec
      .given([redirect()])
      .when({ type: 'ConfirmRedirect', data: { candidateId: 'other' } })
      .thenThrows('application.not_found');
    spec
      .given([redirect()])
      .when({ type: 'WithdrawApplication', data: { candidateId: 'other' } })
      .thenThrows('application.not_found');
    spec
      .given([redirect()])
      .when({ type: 'WithdrawApplication', data: { candidateId: 'candidate-1' } })
      .then([{ type: 'ApplicationWithdrawn', data: { applicationId, withdrawnAt: at } }]);
  });
});

describe('ChangeApplicationStatus', () => {
  it('moves the application along with an optional note and who did it', () => {
    spec
      .given([submitted()])
      .when(changeStatus('rejected', 'acme', ' Not this time '))
      .then([
        {
          type: 'ApplicationStatusChanged',
          data: {
            applicationId,
            from: 'new',
            status: 'rejected',
            note: 'Not this time',
            changedBy: 'user-1',
            changedAt: at,
          },
        },
      ]);
  });

  it('answers not found to another company and after deletion; changes nothing when the status is the same', () => {
    spec.given([submitted()]).when(changeStatus('seen', 'globex')).thenThrows('application.not_found');
    spec.given([]).when(changeStatus()).thenThrows('application.not_found');
    const deleted: ApplicationEvent = {
      type: 'ApplicationDeleted',
      data: { applicationId, deletedBy: 'user-1', deletedAt: at },
    };
    spec.given([submitted(), deleted]).when(changeStatus()).thenThrows('application.not_found');
    spec
      .given([submitted()])
      .when({ ...changeStatus(), data: { ...changeStatus().data, status: 'new' } })
      .then([]);
  });

  it('refuses a withdrawn application and a note over 1000 characters', () => {
    const withdrawn: ApplicationEvent = {
      type: 'ApplicationWithdrawn',
      data: { applicationId, withdrawnAt: at },
    };
    spec.given([submitted(), withdrawn]).when(changeStatus()).thenThrows('application.closed');
    spec
      .given([submitted()])
      .when(changeStatus('seen', 'acme', 'x'.repeat(1001)))
      .thenThrows('validation_failed');
  });
});

describe('RecordCvDownload, DeleteApplication and EraseApplication', () => {
  const download = (companyId = 'acme') =>
    ({ type: 'RecordCvDownload', data: { companyId, by: 'user-1', name: 'Ola Owner' } }) as const;
  const erased: ApplicationEvent = {
    type: 'ApplicationErased',
    data: { applicationId, reason: 'retention', erasedAt: at },
  };

  it('audits each download by the owning company, and none of an erased CV', () => {
    spec
      .given([submitted()])
      .when(download())
      .then([
        {
          type: 'ApplicationCvDownloaded',
          data: { applicationId, downloadedBy: 'user-1', downloaderName: 'Ola Owner', downloadedAt: at },
        },
      ]);
    spec.given([submitted()]).when(download('globex')).thenThrows('application.not_found');
    spec.given([submitted(), erased]).when(download()).thenThrows('application.no_cv');
  });

  it('deletes for the owning company only, and erases once', () => {
    spec
      .given([submitted()])
      .when({ type: 'DeleteApplication', data: { companyId: 'acme', by: 'user-1' } })
      .then([{ type: 'ApplicationDeleted', data: { applicationId, deletedBy: 'user-1', deletedAt: at } }]);
    spec
      .given([submitted()])
      .when({ type: 'DeleteApplication', data: { companyId: 'globex', by: 'u' } })
      .thenThrows('application.not_found');
    spec
      .given([submitted()])
      .when({ type: 'EraseApplication', data: { reason: 'retention' } })
      .then([erased]);
    spec
      .given([submitted(), erased])
      .when({ type: 'EraseApplication', data: { reason: 'retention' } })
      .then([]);
  });
});

describe('the apply form (spec §5) and the apply source (spec §4)', () => {
  it('needs a name, a valid e-mail, and a message or an attachment', () => {
    const issues = (input: unknown, hasCv = false) => {
      try {
        parseApplicationForm(input, hasCv);
        return [];
      } catch (error) {
        return (error as { issues: { path: string; code: string }[] }).issues.map(
          (issue) => `${issue.path}:${issue.code}`,
        );
      }
    };
    expect(issues({ email: 'ala@example.com', message: 'Hi' })).toEqual(['name:errors.required']);
    expect(issues({ name: 'Ala', email: 'ala@', message: 'Hi' })).toEqual(['email:errors.email']);
    expect(issues({ name: 'Ala', email: 'ala@example.com' })).toEqual(['message:errors.messageOrAttachment']);
    expect(issues({ name: 'Ala', email: 'ala@example.com' }, true)).toEqual([]);
    expect(issues({ name: 'Ala', email: 'ala@example.com', message: 'x'.repeat(1001) })).toEqual([
      'message:errors.tooLong',
    ]);
    expect(issues({ name: 'Ala', email: 'ala@example.com', message: 'x'.repeat(1000) })).toEqual([]);
  });

  it('is 1-click only for a signed-in candidate with a CV and a name who changed nothing', () => {
    const profile = { name: 'Ala Kowalska', email: 'ala@example.com', hasCv: true };
    const sent = { name: 'Ala Kowalska', email: 'ala@example.com', usedSavedCv: true, uploadedFile: false };
    expect(applySource({ profile, ...sent })).toBe('1_click_apply');
    expect(applySource({ profile: null, ...sent })).toBe('apply_form');
    expect(applySource({ profile, ...sent, name: 'Alicja' })).toBe('apply_form');
    expect(applySource({ profile, ...sent, email: 'other@example.com' })).toBe('apply_form');
    expect(applySource({ profile, ...sent, usedSavedCv: false, uploadedFile: true })).toBe('apply_form');
    expect(applySource({ profile: { ...profile, hasCv: false }, ...sent })).toBe('apply_form');
  });
});
