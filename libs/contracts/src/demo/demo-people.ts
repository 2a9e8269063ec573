import { FIRST_NAMES, SURNAMES, TOWNS } from './demo-words';

/**
 * Ids of the demo people, far above any id identity hands out, so no real person is ever one of them: owners
 * 2,000,000,001 to 2,000,000,020 (one per town), customers 2,000,001,001 to 2,000,001,024. The large generated
 * data set uses 2,000,100,000 and up.
 */
export const DEMO_OWNER_ID_BASE = 2_000_000_000;
export const DEMO_CUSTOMER_ID_BASE = 2_000_001_000;
export const DEMO_CUSTOMER_COUNT = 24;

/**
 * The password of every demo account (embedded mode outside production only: identity never creates them in
 * production). Printed in the ready banner; it meets the sign-up rules so the forms accept it.
 */
export const DEMO_PASSWORD = 'Demo-shop-1!';

export interface DemoPerson {
  id: number;
  role: 'shop_owner' | 'customer';
  firstName: string;
  lastName: string;
  email: string;
  city: string;
}

/** Lower-case letters and digits only (accents dropped, & as "and"): e-mail local parts and web addresses. */
export function demoSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 40);
}

/** One demo owner per town, owning that town's demo shops. */
export function demoOwners(): DemoPerson[] {
  return TOWNS.map((town, index) => ({
    id: DEMO_OWNER_ID_BASE + index + 1,
    role: 'shop_owner',
    firstName: FIRST_NAMES[index % FIRST_NAMES.length],
    lastName: SURNAMES[(index * 3) % SURNAMES.length],
    email: `owner.${demoSlug(town.name)}@demo.localshop.ie`,
    city: town.name,
  }));
}

/** The demo customers who rate, save and write to the demo shops. */
export function demoCustomers(): DemoPerson[] {
  return Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, index) => {
    const firstName = FIRST_NAMES[(index * 7 + 3) % FIRST_NAMES.length];
    const lastName = SURNAMES[(index * 11 + 5) % SURNAMES.length];
    return {
      id: DEMO_CUSTOMER_ID_BASE + index + 1,
      role: 'customer',
      firstName,
      lastName,
      email: `${demoSlug(firstName)}.${demoSlug(lastName)}${index + 1}@demo.localshop.ie`,
      city: TOWNS[index % TOWNS.length].name,
    };
  });
}

/** True for the id of a demo owner (whose shops get demo reviews, favourites and conversations). */
export function isDemoOwner(userId: number): boolean {
  return userId > DEMO_OWNER_ID_BASE && userId <= DEMO_OWNER_ID_BASE + TOWNS.length;
}

/** The sign-ins the ready banner prints: a customer with reviews and conversations, and an owner with shops. */
export function demoSignIns(): { customer: string; owner: string; password: string } {
  return { customer: demoCustomers()[0].email, owner: demoOwners()[0].email, password: DEMO_PASSWORD };
}
