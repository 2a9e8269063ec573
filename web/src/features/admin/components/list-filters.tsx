import { Search } from 'lucide-react';
import { useState } from 'react';

import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export type Option = { value: string; label: string };

export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className="w-full sm:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative min-w-56 flex-1">
      <Search aria-hidden="true" className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        aria-label={label}
        className="pl-9"
        placeholder={`${label}...`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export const SORT_ORDER_OPTIONS: readonly Option[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** A paged list's query state (spec 001 section 9: 20 to a page, default sort created, descending). */
export const LIST_PAGE_SIZE = 20;

/**
 * A paged admin list's filters: search, status and sort (created, descending) plus the list's own, and the page,
 * which goes back to 1 whenever a filter changes. `params` is the list's request.
 */
export function useListFilters<Extra extends Record<string, string>>(extra: Extra) {
  const [page, setPage] = useState(1);
  const [values, setValues] = useState({ search: '', status: 'all', sortBy: 'created', sortOrder: 'desc', ...extra });
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { page, setPage, values, set, params: { page: String(page), limit: String(LIST_PAGE_SIZE), ...values } };
}

type ListFilterBarProps<Values extends Record<string, string>> = {
  list: { values: Values; set: (name: keyof Values) => (value: string) => void };
  searchLabel: string;
  /** The list's selects in screen order (status, sort, sort order...), each bound to its filter. */
  selects: ReadonlyArray<{ name: keyof Values & string; label: string; options: readonly Option[] }>;
};

/** The search box and the selects of a paged admin list. */
export function ListFilterBar<Values extends Record<string, string>>({
  list,
  searchLabel,
  selects,
}: ListFilterBarProps<Values>) {
  return (
    <>
      <SearchBox label={searchLabel} value={list.values.search ?? ''} onChange={list.set('search')} />
      {selects.map((select) => (
        <FilterSelect
          key={select.name}
          label={select.label}
          value={list.values[select.name]}
          options={select.options}
          onChange={list.set(select.name)}
        />
      ))}
    </>
  );
}
