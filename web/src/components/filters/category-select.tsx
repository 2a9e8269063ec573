import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** A category as the filters offer it: its slug is the filter value. */
export type CategoryOption = { slug: string; name: string };

/** The first option: every category. A select item cannot have an empty value (spec section 5, Generic). */
export const ALL_CATEGORIES = 'all';

type CategorySelectProps = {
  categories: readonly CategoryOption[];
  /** The chosen slug; empty or undefined means all categories. */
  value: string | undefined;
  onChange: (slug: string | undefined) => void;
  className?: string;
  id?: string;
};

/** The category dropdown of the shop list, the product search and the home page; its first option is all categories. */
export function CategorySelect({ categories, value, onChange, className, id }: CategorySelectProps) {
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
