import { DAY_NAMES, type ShopPageSummary, type WeekDay } from '@app/contracts';

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
