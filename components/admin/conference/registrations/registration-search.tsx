'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';

import { useUrlState } from '@/components/admin/data-table/url-state';
import { SelectField } from '@/components/admin/select-field';
import { TextField } from '@/components/admin/text-field';
import { useFieldMessage } from '@/components/admin/use-error-text';
import {
  REGISTRATION_SEARCH_CATEGORIES,
  type RegistrationSearch as CurrentSearch,
  type RegistrationSearchInput,
  registrationSearchSchema,
} from '@/lib/conference/registrations/schema';

/**
 * Seeds 2.3 and 5: search by a category and a term, both needed; a missing one is named and outlined in red. The
 * search lives in the URL (`?searchCat=&searchTerm=`) and the server filters, back on page 1.
 */
export function RegistrationSearch({ search }: { search: CurrentSearch | undefined }) {
  const t = useTranslations('admin.weekRegistrations.search');
  const common = useTranslations('admin.common');
  const message = useFieldMessage();
  const { update } = useUrlState();
  const form = useForm<RegistrationSearchInput>({
    resolver: zodResolver(registrationSearchSchema),
    defaultValues: { searchCat: search?.category, searchTerm: search?.term ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ searchCat, searchTerm }) => update({ searchCat, searchTerm }));
  const onClear = () => {
    // Empties what was typed but not searched; a search in the URL goes too, and the new key remounts the form empty.
    form.reset();
    update({ searchCat: null, searchTerm: null });
  };

  return (
    <form
      role="search"
      aria-label={t('title')}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <SelectField
        label={t('category')}
        placeholder={t('choose')}
        options={REGISTRATION_SEARCH_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${category}`),
        }))}
        error={message(errors.searchCat?.message)}
        className="w-52"
        {...form.register('searchCat')}
      />
      <TextField
        type="search"
        label={t('term')}
        error={message(errors.searchTerm?.message)}
        className="w-72"
        {...form.register('searchTerm')}
      />
      <div className="flex gap-2 pt-6">
        <button type="submit" className="rounded bg-brand-dark px-4 py-2 font-semibold text-white">
          {common('search')}
        </button>
        <button type="button" onClick={onClear} className="rounded border border-gray-300 bg-white px-4 py-2">
          {common('clear')}
        </button>
      </div>
    </form>
  );
}
