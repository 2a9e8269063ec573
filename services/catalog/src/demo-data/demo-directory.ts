import {
  CategorySlug,
  DEMO_OWNER_ID_BASE,
  defaultCategories,
  demoSlug,
  OpeningInterval,
  WEEK_DAYS,
} from '@app/contracts';
import { geocode } from '../local/gazetteer';
import { CATEGORY_WORDS, STREETS, SURNAMES, TOWNS } from './demo-words';

export const SHOPS_PER_TOWN = 4;

export interface DemoShopProduct {
  name: string;
  description: string;
  /** Euro with two decimals, e.g. "12.50". */
  price: string;
  quantity: number;
}

export interface DemoShop {
  ownerId: number;
  name: string;
  description: string;
  location: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  categorySlug: CategorySlug;
  viewCount: number;
  /** Days before the seeding the shop was "created". */
  ageDays: number;
  latitude: number;
  longitude: number;
  openingHours: OpeningInterval[];
  products: DemoShopProduct[];
}

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => words[key] ?? '');
}

/**
 * The demo directory: four shops in each of twenty towns (80), each category in ten of them, with 3 to 8
 * products each. Deterministic, so every embedded start shows the same believable directory.
 */
export function demoDirectory(): DemoShop[] {
  const categories = defaultCategories.map((category) => category.slug);
  const shops: DemoShop[] = [];
  for (let round = 0; round < SHOPS_PER_TOWN; round++) {
    TOWNS.forEach((town, townIndex) => {
      const index = round * TOWNS.length + townIndex;
      const slug = categories[(townIndex + round * 2) % categories.length];
      const words = CATEGORY_WORDS[slug];
      const variant = (townIndex + round) % words.shopNames.length;
      const surname = SURNAMES[(index * 7) % SURNAMES.length];
      const fillers = { surname, town: town.name, county: town.county };
      const name = fill(words.shopNames[variant], fillers);
      const site = demoSlug(`${name}${town.name}`);
      const number = 1 + ((index * 13) % 98);
      const street = STREETS[(index * 3) % STREETS.length];
      const local = String(200 + ((index * 37) % 700)).padStart(3, '0');
      const line = String(1000 + ((index * 331) % 9000));
      const productCount = 3 + ((index * 5) % 6);
      const products: DemoShopProduct[] = [];
      for (let p = 0; p < productCount; p++) {
        const base = words.products[(index + p) % words.products.length];
        const factor = 1 + (((index + p) % 5) - 2) * 0.05;
        const price = Math.max(0.5, Math.round(base.price * factor * 2) / 2);
        products.push({
          name: base.name,
          description: fill(base.description, fillers),
          price: price.toFixed(2),
          quantity: (index * 3 + p * 5) % 13,
        });
      }
      shops.push({
        ownerId: DEMO_OWNER_ID_BASE + townIndex + 1,
        name,
        description: fill(words.blurbs[variant], fillers),
        location: town.name,
        address: `${number} ${street}, ${town.name}, Co. ${town.county}, ${town.eircode} ${eircodeSuffix(index)}`,
        phone: `+353 ${town.areaCode} ${local} ${line}`.slice(0, 20),
        email: `info@${site}.ie`,
        website: `https://www.${site}.ie`,
        categorySlug: slug,
        viewCount: 15 + ((index * 97) % 480),
        ageDays: 3 + ((index * 11) % 360),
        ...spreadInTown(town.name, index),
        openingHours: demoHours(slug, index),
        products,
      });
    });
  }
  return shops;
}

const EIRCODE_LETTERS = 'ACDEFHKNPRTVWXY';

function eircodeSuffix(index: number): string {
  const letter = (n: number) => EIRCODE_LETTERS[n % EIRCODE_LETTERS.length];
  return `${letter(index)}${(index * 7) % 10}${letter(index * 5 + 3)}${(index * 3) % 10}`;
}

const KM_PER_DEGREE = 111.32;

/**
 * A point in the town: its gazetteer centre moved 0.2 to 1.6 km in a direction that turns by the golden angle from
 * one shop to the next, so a town's four shops stand apart on its streets rather than on one pin.
 */
export function spreadInTown(town: string, index: number): { latitude: number; longitude: number } {
  const centre = geocode(town);
  if (!centre) throw new Error(`The gazetteer does not know the demo town ${town}`);
  const angle = index * 2.399963;
  const km = 0.2 + ((index * 0.37) % 1.4);
  const latitude = centre.latitude + (km / KM_PER_DEGREE) * Math.cos(angle);
  const longitude =
    centre.longitude + (km / (KM_PER_DEGREE * Math.cos((centre.latitude * Math.PI) / 180))) * Math.sin(angle);
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

const WEEKDAYS = WEEK_DAYS.slice(0, 5);

/** Plausible hours for the kind of shop: offices keep office hours, food opens early, some close for lunch. */
export function demoHours(slug: CategorySlug, index: number): OpeningInterval[] {
  const days = (list: readonly (typeof WEEK_DAYS)[number][], opens: string, closes: string) =>
    list.map((day) => ({ day, opens, closes }));
  switch (slug) {
    case 'professional-services':
    case 'education':
      return index % 2 === 0
        ? days(WEEKDAYS, '09:00', '17:30')
        : [...days(WEEKDAYS, '09:00', '13:00'), ...days(WEEKDAYS, '14:00', '17:30')].sort(
            (a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens),
          );
    case 'food-beverages':
      return index % 3 === 0
        ? [
            ...days(WEEK_DAYS.slice(0, 4), '12:00', '23:00'),
            ...days(['fri', 'sat'], '12:00', '24:00'),
            { day: 'sun', opens: '12:00', closes: '22:00' },
          ]
        : [...days(WEEK_DAYS.slice(0, 6), '08:00', '18:00'), { day: 'sun', opens: '10:00', closes: '16:00' }];
    case 'automotive':
      return [...days(WEEKDAYS, '08:30', '18:00'), { day: 'sat', opens: '09:00', closes: '13:00' }];
    case 'beauty-health':
    case 'fashion':
    case 'electronics':
    case 'home-garden':
      return [
        ...days(['mon', 'tue', 'wed'], '09:30', '18:00'),
        { day: 'thu', opens: '09:30', closes: '20:00' },
        ...days(['fri', 'sat'], '09:30', '18:00'),
        ...(index % 2 === 0 ? [{ day: 'sun' as const, opens: '12:00', closes: '17:00' }] : []),
      ];
  }
}
