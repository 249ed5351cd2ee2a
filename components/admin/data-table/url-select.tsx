'use client';

import { SelectField, type SelectOption } from '../select-field';
import { useUrlState } from './url-state';

type UrlSelectProps = {
  label: string;
  /** The query parameter the choice lives in; changing it goes back to page 1. */
  param: string;
  value: string | number;
  options: readonly SelectOption[];
  /** The option that means "no filter": choosing it removes the parameter. */
  unsetValue?: string;
};

/** A grid's filter as a labelled select whose choice lives in the URL (the edition, the language, the day). */
export function UrlSelect({ label, param, value, options, unsetValue }: UrlSelectProps) {
  const { update } = useUrlState();

  return (
    <SelectField
      label={label}
      value={String(value)}
      options={options}
      className="min-w-48"
      onChange={(event) => update({ [param]: event.target.value === unsetValue ? null : event.target.value })}
    />
  );
}
