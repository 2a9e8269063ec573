import { MapPin, Package, Search, Store } from 'lucide-react';
import type { FormEvent } from 'react';
import { useLocation } from 'wouter';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths, type ProductSearchQuery } from '@/config/paths';
import { cn } from '@/lib/utils';

const fields = [
  { name: 'shop', label: 'Shop name', placeholder: 'Enter shop name...', icon: Store },
  { name: 'product', label: 'Product name', placeholder: 'Enter product name...', icon: Package },
  { name: 'location', label: 'Location', placeholder: 'Enter location...', icon: MapPin },
] as const;

type SearchFormProps = {
  /** Values to start from, for example the current query of the product search page. */
  initialValues?: ProductSearchQuery;
  className?: string;
};

/**
 * The shared three-field search (spec section 2): shop name, product name and location. Search opens the product
 * search at /browse-products with the non-empty fields as shop, product and location parameters.
 */
export function SearchForm({ initialValues = {}, className }: SearchFormProps) {
  const [, navigate] = useLocation();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    navigate(
      paths.browseProducts.getHref({ shop: read('shop'), product: read('product'), location: read('location') }),
    );
  };

  return (
    <form
      role="search"
      aria-label="Search shops and products"
      onSubmit={handleSubmit}
      className={cn(
        'grid gap-3 rounded-2xl border bg-card p-3 shadow-lg shadow-zinc-900/5 sm:p-4 md:grid-cols-[1fr_1fr_1fr_auto]',
        className,
      )}
    >
      {fields.map(({ name, label, placeholder, icon: Icon }) => (
        <div key={name} className="relative">
          <Label htmlFor={`search-${name}`} className="sr-only">
            {label}
          </Label>
          <Icon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`search-${name}`}
            name={name}
            placeholder={placeholder}
            defaultValue={initialValues[name] ?? ''}
            autoComplete="off"
            className="h-11 pl-9"
          />
        </div>
      ))}
      <Button type="submit" size="lg" className="h-11">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
