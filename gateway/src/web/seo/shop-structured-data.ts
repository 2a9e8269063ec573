import { DAY_NAMES, type ReviewResponse, type ShopPageSummary, type WeekDay } from '@app/contracts';

/** The closest schema.org type for each of the spec's categories; anything else is a LocalBusiness. */
const SCHEMA_TYPE_BY_CATEGORY: Record<string, string> = {
  automotive: 'AutoRepair',
  'beauty-health': 'HealthAndBeautyBusiness',
  education: 'EducationalOrganization',
  electronics: 'ElectronicsStore',
  fashion: 'ClothingStore',
  'food-beverages': 'FoodEstablishment',
  'home-garden': 'HomeAndConstructionBusiness',
  'professional-services': 'ProfessionalService',
};

/**
 * schema.org data of a public shop page. Only what a visitor sees: the town as the address, never the phone,
 * e-mail, website or street address (the spec shows those to signed-in people only).
 */
export function shopStructuredData(shop: ShopPageSummary, pageUrl: string, imageUrl: string | null): object {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': (shop.category && SCHEMA_TYPE_BY_CATEGORY[shop.category.slug]) ?? 'LocalBusiness',
    '@id': pageUrl,
    name: shop.name,
    url: pageUrl,
    address: { '@type': 'PostalAddress', addressLocality: shop.location },
  };
  if (shop.description) data.description = shop.description;
  if (imageUrl) data.image = imageUrl;
  if (typeof shop.latitude === 'number' && typeof shop.longitude === 'number') {
    data.geo = { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude };
  }
  if (shop.openingHours && shop.openingHours.length > 0) {
    data.openingHoursSpecification = shop.openingHours.map((interval) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[interval.day as WeekDay] ?? interval.day}`,
      opens: interval.opens,
      closes: interval.closes === '24:00' ? '23:59' : interval.closes,
    }));
  }
  if (shop.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: shop.rating,
      reviewCount: shop.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

/** Reviews listed in a shop's structured data at most: the newest, enough for a search result's review snippet. */
const STRUCTURED_REVIEWS = 5;

/**
 * The shop's newest reviews as schema.org Reviews, for the page whose first screen shows them: each with its
 * reviewer's first name (a review without one is left out: search engines want an author), stars, date and comment.
 */
export function shopReviewsStructuredData(reviews: readonly ReviewResponse[]): object[] {
  return reviews
    .filter((review) => review.user.firstName)
    .slice(0, STRUCTURED_REVIEWS)
    .map((review) => {
      const data: Record<string, unknown> = {
        '@type': 'Review',
        author: { '@type': 'Person', name: review.user.firstName },
        // The date the page shows: a replaced rating counts from when it was replaced.
        datePublished: review.updatedAt.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      };
      if (review.comment) data.reviewBody = review.comment;
      return data;
    });
}
