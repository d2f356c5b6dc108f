import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider } from 'react-admin';
import { offerFormErrorsFromProblem, toOfferContent } from './offers/offerForm';

const restProvider = simpleRestProvider('/api/v2/employer-panel');

/**
 * A publish failure as react-admin's forms expect it: a 400 with field errors carries them in
 * `body.errors` keyed by form input (react-admin puts them on the inputs); anything else becomes the
 * spec's "something went wrong", since server texts are not translated.
 */
function toPublishError(error: unknown): Error {
  if (error instanceof HttpError && error.status === 400) {
    const errors = offerFormErrorsFromProblem(error.body);
    if (Object.keys(errors).length > 0) {
      return new HttpError('ra.message.invalid_form', 400, { ...error.body, errors });
    }
  }
  const status = error instanceof HttpError ? error.status : 0;
  const body: unknown = error instanceof HttpError ? error.body : undefined;
  return new HttpError('errors.sthWentWrong', status, body);
}

/** ra-data-simple-rest on the employer panel API; creating an offer publishes it (spec §2 wizard skeleton). */
export const dataProvider: DataProvider = {
  ...restProvider,
  async create(resource, params) {
    if (resource !== 'offers') return restProvider.create(resource, params);
    try {
      return await restProvider.create(resource, { ...params, data: toOfferContent(params.data) });
    } catch (error) {
      throw toPublishError(error);
    }
  },
};
