import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { callApi } from '../api';
import { fetchFormInputs, type FormCategory } from './wizard/wizardApi';

type Labels = ReadonlyMap<string, FormCategory['label']>;

let asked: Promise<Labels> | null = null;

/**
 * The brand's categories and subcategories by id with their labels in both languages, from the same
 * `GET /v1/offers/form-inputs-data` the wizard draws its choices from (the tenant's category tree).
 * Asked once a page load; a failed answer is asked again by the next caller.
 */
export function brandCategoryLabels(): Promise<Labels> {
  asked ??= fetchFormInputs(callApi).then(
    ({ categories }) => {
      const labels = new Map<string, FormCategory['label']>();
      const add = (category: FormCategory) => {
        labels.set(category.id, category.label);
        category.children.forEach(add);
      };
      categories.forEach(add);
      return labels;
    },
    (error: unknown) => {
      asked = null;
      throw error;
    },
  );
  return asked;
}

/** Forgets the labels asked for (tests, which answer for several brands). */
export function forgetCategoryLabels(): void {
  asked = null;
}

/**
 * A category's (or subcategory's) label in the console's language, from the brand's tree; the id
 * itself while the tree is on its way, and for an id the brand does not know.
 */
export function useCategoryLabel(): (id: string) => string {
  const [locale] = useLocaleState();
  const [labels, setLabels] = useState<Labels | null>(null);
  useEffect(() => {
    let live = true;
    brandCategoryLabels().then(
      (found) => live && setLabels(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (id) => labels?.get(id)?.[locale === 'en' ? 'en' : 'pl'] ?? id;
}
