import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

import { ALL_CATEGORIES, type CategorySelectProps } from './category-select';

/** The Radix dropdown behind CategorySelect, its own chunk (see category-select.tsx). */
export function CategorySelectMenu({ categories, value, onChange, className, id }: CategorySelectProps) {
  return (
    <Select
      value={value || ALL_CATEGORIES}
      onValueChange={(next) => onChange(next === ALL_CATEGORIES ? undefined : next)}
    >
      <SelectTrigger id={id} aria-label="Category" className={cn('h-11 bg-card sm:w-56', className)}>
        <SelectValue placeholder="All Categories" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL_CATEGORIES}>All Categories</SelectItem>
        {categories.map((category) => (
          <SelectItem key={category.slug} value={category.slug}>
            {category.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
