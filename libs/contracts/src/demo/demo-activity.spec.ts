import { createReviewSchema } from '../reviews';
import { strongPasswordSchema } from '../identity';
import { demoShopActivity } from './demo-activity';
import {
  DEMO_CUSTOMER_ID_BASE,
  DEMO_OWNER_ID_BASE,
  DEMO_PASSWORD,
  demoCustomers,
  demoOwners,
  demoSignIns,
  isDemoOwner,
} from './demo-people';

// The demo directory's 80 shops: ids 1..80 on a fresh database, four per owner.
const shops = Array.from({ length: 80 }, (_, index) => ({
  shopId: index + 1,
  ownerId: DEMO_OWNER_ID_BASE + (index % 20) + 1,
}));
const activities = shops.map((shop) => ({ ...shop, ...demoShopActivity(shop.shopId, shop.ownerId) }));

describe('the demo people', () => {
  it('have distinct ids in their own ranges and distinct e-mails, and the password passes the sign-up rules', () => {
    const people = [...demoOwners(), ...demoCustomers()];
    expect(new Set(people.map((person) => person.id)).size).toBe(people.length);
    expect(new Set(people.map((person) => person.email)).size).toBe(people.length);
    expect(demoOwners().every((owner) => isDemoOwner(owner.id))).toBe(true);
    expect(demoCustomers().every((customer) => customer.id > DEMO_CUSTOMER_ID_BASE && !isDemoOwner(customer.id))).toBe(
      true,
    );
    expect(isDemoOwner(42)).toBe(false);
    expect(strongPasswordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    expect(demoSignIns()).toEqual({
      customer: demoCustomers()[0].email,
      owner: demoOwners()[0].email,
      password: DEMO_PASSWORD,
    });
  });
});

describe(demoShopActivity.name, () => {
  it('is the same for the same shop', () => {
    expect(demoShopActivity(7, DEMO_OWNER_ID_BASE + 7)).toEqual(demoShopActivity(7, DEMO_OWNER_ID_BASE + 7));
  });

  it('gives valid reviews by distinct demo customers, spread over the shops and the stars', () => {
    const customerIds = new Set(demoCustomers().map((customer) => customer.id));
    for (const activity of activities) {
      const reviewers = activity.reviews.map((review) => review.customerId);
      expect(new Set(reviewers).size).toBe(reviewers.length);
      for (const review of activity.reviews) {
        expect(customerIds.has(review.customerId)).toBe(true);
        expect(
          createReviewSchema.safeParse({ rating: review.rating, comment: review.comment ?? undefined }).success,
        ).toBe(true);
        expect(review.daysAgo).toBeGreaterThanOrEqual(1);
      }
      expect(new Set(activity.favouritedBy).size).toBe(activity.favouritedBy.length);
    }
    const counts = activities.map((activity) => activity.reviews.length);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(8);
    const ratings = activities.flatMap((activity) => activity.reviews.map((review) => review.rating));
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(average).toBeGreaterThan(3.6);
    expect(average).toBeLessThan(4.6);
    expect(ratings.filter((rating) => rating >= 4).length).toBeGreaterThan(ratings.length / 2);
    expect(ratings.some((rating) => rating <= 2)).toBe(true);
  });

  it('has a few conversations, each shop of the first owner one with the first customer, who also saved them', () => {
    const withConversation = activities.filter((activity) => activity.conversation !== null);
    expect(withConversation.length).toBeGreaterThanOrEqual(6);
    expect(withConversation.length).toBeLessThan(activities.length / 2);
    const firstCustomer = demoCustomers()[0].id;
    for (const activity of activities.filter((shop) => shop.ownerId === demoOwners()[0].id)) {
      expect(activity.conversation?.customerId).toBe(firstCustomer);
      expect(activity.favouritedBy).toContain(firstCustomer);
    }
    for (const { conversation } of withConversation) {
      expect(conversation!.messages[0].from).toBe('customer');
      const minutes = conversation!.messages.map((message) => message.minutesAgo);
      expect([...minutes].sort((a, b) => b - a)).toEqual(minutes);
      expect(minutes[minutes.length - 1]).toBeGreaterThan(0);
    }
  });
});
