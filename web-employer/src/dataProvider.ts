import simpleRestProvider from 'ra-data-simple-rest';
import type { BrandStory } from '@tablica/domain/accounts/brand-story';
import type { CompanyUserInvite, CompanyUserUpdate, ProfileUpdate } from '@tablica/domain/accounts/users';
import {
  fetchUtils,
  HttpError,
  type DataProvider,
  type GetOneParams,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import { apiBase, apiFailure, callApi, formErrorsOf } from './api';
import { changeStatuses, changeStatusOnFreshVersion, trashApplication } from './applications/applicationsApi';
import type { ApplicationRow } from './applications/types';
import { fetchBrandStory, fetchTechnologies, saveBrandStory } from './brand-story/brandStoryApi';
import {
  companyInputOf,
  fetchCompany,
  saveCompanySection,
  type CompanyRecord,
  type CompanySection,
} from './company/companyApi';
import { fetchProfile, saveProfile } from './profile/profileApi';
import { fetchCompanyUser, inviteCompanyUser, updateCompanyUser, userFormError } from './users/usersApi';

/** fetchJson, with failures carrying a catalogue key as their message (notifications show it translated). */
const httpClient: typeof fetchUtils.fetchJson = (url, options) =>
  fetchUtils.fetchJson(url, options).catch((error: unknown) => {
    throw error instanceof HttpError ? apiFailure(error.status, error.body) : error;
  });

const restProvider = simpleRestProvider(`${apiBase}/v2/employer-panel`, httpClient);

/** A 400 with field issues, its errors keyed by the form inputs that show them. */
function toFormError(error: unknown, inputOf?: (path: string) => string): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const errors = formErrorsOf(error.body, inputOf);
  return Object.keys(errors).length > 0
    ? new HttpError('ra.message.invalid_form', 400, { ...error.body, errors })
    : error;
}

async function withFormErrors<T>(work: Promise<T>, inputOf?: (path: string) => string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toFormError(error, inputOf);
  }
}

async function withUserErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw userFormError(error);
  }
}

/**
 * The console's own records, besides ra-data-simple-rest's: company users (there is no call for one
 * user), and the company, profile and brand story, single records of the signed-in user edited in
 * place (ids 'me', or the company's slug).
 */
const readers: Readonly<Record<string, (id: string) => Promise<RaRecord>>> = {
  users: (id) => fetchCompanyUser(callApi, id),
  company: () => fetchCompany(callApi),
  profile: () => fetchProfile(callApi),
  'brand-stories': (slug) => fetchBrandStory(callApi, slug),
};

const writers: Readonly<Record<string, (params: UpdateParams) => Promise<RaRecord>>> = {
  users: ({ id, data }) => withUserErrors(updateCompanyUser(callApi, String(id), data as CompanyUserUpdate)),
  company: ({ data, meta }) => {
    const section: CompanySection = meta?.section ?? 'data';
    return withFormErrors(
      saveCompanySection(callApi, section, data as CompanyRecord),
      companyInputOf(section),
    );
  },
  profile: ({ data }) => withFormErrors(saveProfile(callApi, data as ProfileUpdate)),
  'brand-stories': ({ id, data }) => withFormErrors(saveBrandStory(callApi, String(id), data as BrandStory)),
  applications: ({ data, previousData }) =>
    changeStatusOnFreshVersion(callApi, previousData as ApplicationRow, data as ApplicationRow),
};

/**
 * ra-data-simple-rest on the employer panel API (offers are written by the wizard's own calls, wizardApi).
 * Applications: a status change (one or many) and the trash, the console's undoable writes.
 */
export const dataProvider: DataProvider = {
  ...restProvider,
  async getList(resource, params) {
    if (resource !== 'technologies') return restProvider.getList(resource, params);
    const names = await fetchTechnologies(callApi);
    return { data: names.map((name) => ({ id: name, name })) as never[], total: names.length };
  },
  async getOne<RecordType extends RaRecord>(resource: string, params: GetOneParams<RecordType>) {
    const read = readers[resource];
    if (!read) return restProvider.getOne<RecordType>(resource, params);
    return { data: (await read(String(params.id))) as RecordType };
  },
  async create(resource, params) {
    if (resource === 'users') {
      return {
        data: (await withUserErrors(inviteCompanyUser(callApi, params.data as CompanyUserInvite))) as never,
      };
    }
    return restProvider.create(resource, params);
  },
  async update<RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) {
    const write = writers[resource];
    if (!write) return restProvider.update<RecordType>(resource, params);
    return { data: (await write(params)) as RecordType };
  },
  async updateMany(resource, params) {
    if (resource !== 'applications') return restProvider.updateMany(resource, params);
    const { status } = params.data as Pick<ApplicationRow, 'status'>;
    return { data: await changeStatuses(callApi, params.ids.map(String), status) };
  },
  async delete(resource, params) {
    if (resource !== 'applications') return restProvider.delete(resource, params);
    await trashApplication(callApi, String(params.id));
    return { data: params.previousData as never };
  },
};
