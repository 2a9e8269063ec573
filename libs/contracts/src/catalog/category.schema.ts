import { z } from 'zod';

export const categoryResponseSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;

/** The spec's eight categories; their slugs key icons and colours in the web app. */
export const defaultCategories = [
  { slug: 'automotive', name: 'Automotive', icon: 'car', description: 'Garages, car parts and servicing' },
  {
    slug: 'beauty-health',
    name: 'Beauty & Health',
    icon: 'heart-pulse',
    description: 'Salons, pharmacies and wellness',
  },
  { slug: 'education', name: 'Education', icon: 'graduation-cap', description: 'Tutors, schools and bookshops' },
  { slug: 'electronics', name: 'Electronics', icon: 'smartphone', description: 'Phones, computers and repairs' },
  { slug: 'fashion', name: 'Fashion', icon: 'shirt', description: 'Clothing, shoes and accessories' },
  {
    slug: 'food-beverages',
    name: 'Food & Beverages',
    icon: 'utensils',
    description: 'Bakeries, cafés, grocers and butchers',
  },
  { slug: 'home-garden', name: 'Home & Garden', icon: 'home', description: 'Hardware, furniture and garden centres' },
  {
    slug: 'professional-services',
    name: 'Professional Services',
    icon: 'briefcase',
    description: 'Accountants, solicitors and printers',
  },
] as const;
export type CategorySlug = (typeof defaultCategories)[number]['slug'];
