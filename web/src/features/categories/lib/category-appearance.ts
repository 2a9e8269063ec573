import {
  Briefcase,
  Car,
  GraduationCap,
  HeartPulse,
  House,
  Shirt,
  Smartphone,
  Tag,
  Utensils,
  type LucideIcon,
} from 'lucide-react';

import type { CategorySlug } from '@app/contracts';

export type CategoryAppearance = { icon: LucideIcon; tileClassName: string };

/** The spec's eight known slugs have their own icon and colour (spec section 2, Shop owner home). */
const appearances: Record<CategorySlug, CategoryAppearance> = {
  automotive: { icon: Car, tileClassName: 'bg-slate-100 text-slate-700' },
  'beauty-health': { icon: HeartPulse, tileClassName: 'bg-pink-100 text-pink-700' },
  education: { icon: GraduationCap, tileClassName: 'bg-indigo-100 text-indigo-700' },
  electronics: { icon: Smartphone, tileClassName: 'bg-sky-100 text-sky-700' },
  fashion: { icon: Shirt, tileClassName: 'bg-purple-100 text-purple-700' },
  'food-beverages': { icon: Utensils, tileClassName: 'bg-orange-100 text-orange-700' },
  'home-garden': { icon: House, tileClassName: 'bg-green-100 text-green-700' },
  'professional-services': { icon: Briefcase, tileClassName: 'bg-amber-100 text-amber-800' },
};

const fallbackAppearance: CategoryAppearance = { icon: Tag, tileClassName: 'bg-zinc-100 text-zinc-700' };

function isKnownSlug(slug: string): slug is CategorySlug {
  return Object.prototype.hasOwnProperty.call(appearances, slug);
}

export function getCategoryAppearance(slug: string): CategoryAppearance {
  return isKnownSlug(slug) ? appearances[slug] : fallbackAppearance;
}
