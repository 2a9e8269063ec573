import { Clock } from '@app/catalog';
import { LOCAL_MESSAGES, OpeningInterval } from '@app/contracts';
import { customer, owner, ShopFactory } from '@app/testing';
import { distanceMetres } from '../src/local/geo-distance';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(90_000);

/** earthdistance's sphere (earth() = 6,378,168 m): the kilometres of one degree of latitude. */
const KM_PER_DEGREE = (6378.168 * Math.PI) / 180;
const GALWAY = { latitude: 53.27245, longitude: -9.05095 };
const CENTRE = { latitude: 52.0, longitude: -8.0 };

/** A point `km` due north of the centre (a meridian is a great circle, so this is exact on the sphere). */
function north(km: number) {
  return { latitude: CENTRE.latitude + km / KM_PER_DEGREE, longitude: CENTRE.longitude };
}

const WEEK: OpeningInterval[] = [
  { day: 'mon', opens: '09:00', closes: '18:00' },
  { day: 'fri', opens: '18:00', closes: '24:00' },
  { day: 'sat', opens: '00:00', closes: '02:00' },
  { day: 'sat', opens: '10:00', closes: '13:00' },
  { day: 'sat', opens: '14:00', closes: '17:30' },
];

describe('local: places, distance and opening hours', () => {
  let catalog: CatalogHarness;
  let shops: ShopFactory;
  const OWNER = owner(301, 'Niamh Walsh');
  const as = (identity: object) => catalog.signed(identity);

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-local');
    shops = new ShopFactory(catalog, OWNER);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await catalog?.stop();
  });

  function setClock(iso: string) {
    jest.spyOn(catalog.app.get(Clock), 'now').mockReturnValue(new Date(iso));
  }

  async function shopCount(): Promise<number> {
    return (await catalog.sql.query('SELECT count(*)::int AS n FROM catalog.shops')).rows[0].n;
  }

  describe('geocoding', () => {
    it.each([
      ['Galway', 53.27, -9.05],
      ['Ennis', 52.84, -8.99],
      ['Carrick-on-Shannon', 53.95, -8.09],
      ['Kinsale', 51.71, -8.53],
      ['Dingle', 52.14, -10.27],
      ['Mullingar', 53.52, -7.34],
      ['Clonmel', 52.36, -7.7],
      ['12 Quay Street, Galway', 53.27, -9.05],
      ['Lagos', 6.45, 3.39],
      ['Abuja', 9.06, 7.5],
      ['Port Harcourt', 4.78, 7.01],
    ])('places a shop in %s on its town', async (location, latitude, longitude) => {
      const shop = await shops.create({ name: `Shop in ${location}`, location });
      expect(shop.latitude).toBeCloseTo(latitude, 1);
      expect(shop.longitude).toBeCloseTo(longitude, 1);
    });

    it('leaves a shop in a town the gazetteer does not know without coordinates', async () => {
      const shop = await shops.create({ name: 'Nowhere Books', location: 'Ballynowhere-on-Sea' });
      expect(shop).toMatchObject({ latitude: null, longitude: null });
    });

    it("keeps the owner's pin over the town's centre", async () => {
      const shop = await shops.create({ name: 'Pinned', location: 'Galway', latitude: 53.3, longitude: -9.1 });
      expect(shop).toMatchObject({ latitude: 53.3, longitude: -9.1 });
    });
  });

  describe('distance', () => {
    const RADIUS_OWNER = owner(302, 'Radius Owner');
    let inside: number;
    let outside: number;
    let near: number;

    beforeAll(async () => {
      inside = (await shops.createApproved({ name: 'Radius In', location: 'Somewhere', ...north(9.9) }, RADIUS_OWNER))
        .id;
      outside = (
        await shops.createApproved({ name: 'Radius Out', location: 'Somewhere', ...north(10.1) }, RADIUS_OWNER)
      ).id;
      near = (await shops.createApproved({ name: 'Radius Near', location: 'Somewhere', ...north(1) }, RADIUS_OWNER)).id;
      await catalog.sql.query('UPDATE catalog.shops SET rating = 4.5, review_count = 3 WHERE id = $1', [outside]);
    });

    const at = `${CENTRE.latitude},${CENTRE.longitude}`;

    it('finds a shop 9.9 km away within the default 10 km and not one 10.1 km away', async () => {
      const response = await catalog.http().get('/api/shops').query({ near: at });
      expect(response.status).toBe(200);
      const ids = response.body.map((shop: { id: number }) => shop.id);
      expect(ids).toContain(inside);
      expect(ids).not.toContain(outside);
      const found = response.body.find((shop: { id: number }) => shop.id === inside);
      expect(found.distanceKm).toBeCloseTo(9.9, 1);
      expect(response.headers['x-total-count']).toBe('2');
    });

    it('orders by distance and widens with radiusKm', async () => {
      const response = await catalog.http().get('/api/shops').query({ near: at, radiusKm: 20, sort: 'distance' });
      expect(response.body.map((shop: { id: number }) => shop.id)).toEqual([near, inside, outside]);
      expect(response.body.map((shop: { distanceKm: number }) => shop.distanceKm)).toEqual([1, 9.9, 10.1]);
    });

    it('orders by rating', async () => {
      const response = await catalog.http().get('/api/shops').query({ near: at, radiusKm: 20, sort: 'rating' });
      expect(response.body[0].id).toBe(outside);
    });

    it('uses the distance index', async () => {
      await catalog.sql.query('SET enable_seqscan = off');
      const plan = await catalog.sql.query(`EXPLAIN SELECT id FROM catalog.shops s
        WHERE s.latitude IS NOT NULL AND s.longitude IS NOT NULL
        AND public.earth_box(public.ll_to_earth(52, -8), 10000) OPERATOR(public.@>) public.ll_to_earth(s.latitude, s.longitude)`);
      await catalog.sql.query('RESET enable_seqscan');
      expect(JSON.stringify(plan.rows)).toContain('shops_place_idx');
    });

    it('measures a distance as earthdistance does, within a millimetre, from next door to the other side of the world', async () => {
      const places =
        '(VALUES (52.0, -8.0), (52.001, -8.001), (53.27245, -9.05095), (-52.0, 172.0), (-33.9, 151.2), (89.9, 0.0), (0.0, 179.9))';
      const distance = distanceMetres('a.latitude', 'a.longitude', {
        latitude: 'b.latitude',
        longitude: 'b.longitude',
      });
      const { rows } = await catalog.sql.query(`
        SELECT count(*)::int AS pairs, max(abs(${distance}
          - public.earth_distance(public.ll_to_earth(a.latitude, a.longitude), public.ll_to_earth(b.latitude, b.longitude)))) AS worst
        FROM ${places} a(latitude, longitude) CROSS JOIN ${places} b(latitude, longitude)`);
      expect(rows[0].pairs).toBe(49);
      expect(rows[0].worst).toBeLessThan(0.001);
    });

    it('takes a place name for near and carries distances in product search', async () => {
      const galway = await shops.createApproved(
        { name: 'Galway Pins', location: 'Galway', latitude: GALWAY.latitude + 0.01, longitude: GALWAY.longitude },
        owner(303, 'Galway Owner'),
        [{ name: 'Claddagh Ring', price: 40 }],
      );
      const near = await catalog.http().get('/api/shops').query({ near: 'Galway' });
      expect(near.body.map((shop: { id: number }) => shop.id)).toEqual([galway.id]);
      const products = await catalog.http().get('/api/products/search').query({ near: 'galway', sort: 'distance' });
      expect(products.status).toBe(200);
      expect(products.body).toHaveLength(1);
      expect(products.body[0].shop).toMatchObject({ id: galway.id, distanceKm: 1.11 });
      const none = await catalog.http().get('/api/products/search').query({ near: at });
      expect(none.body).toEqual([]);
    });

    it("finds products by their words within the radius, across the grid's cells, and none beyond it", async () => {
      // 53.2705,-9.05: the shops sit in other tenth-of-a-degree cells than the point (grid-cells).
      const centre = { latitude: 53.2705, longitude: -9.05 };
      const kmNorth = (km: number) => ({ latitude: centre.latitude + km / 111.2, longitude: centre.longitude });
      const kmEast = (km: number) => ({
        latitude: centre.latitude,
        longitude: centre.longitude + km / (111.2 * Math.cos((centre.latitude * Math.PI) / 180)),
      });
      const places = [
        { name: 'North Nine', at: kmNorth(9.5), ownerId: 311 },
        { name: 'East Nine', at: kmEast(9), ownerId: 312 },
        { name: 'South Eleven', at: kmNorth(-10.6), ownerId: 313 },
      ];
      for (const place of places) {
        await shops.createApproved(
          { name: place.name, location: 'Galway', ...place.at },
          owner(place.ownerId, `${place.name} Owner`),
          [{ name: `Connemara Marble ${place.name}`, price: 12 }],
        );
      }
      const found = await catalog
        .http()
        .get('/api/products/search')
        .query({ product: 'connemara marble', near: `${centre.latitude},${centre.longitude}`, radiusKm: 10 });
      expect(found.status).toBe(200);
      expect(found.body.map((product: { name: string }) => product.name).sort()).toEqual([
        'Connemara Marble East Nine',
        'Connemara Marble North Nine',
      ]);
      const cells = await catalog.sql.query(
        `SELECT DISTINCT shop_cell FROM catalog.products WHERE name LIKE 'Connemara Marble %' ORDER BY shop_cell`,
      );
      expect(cells.rows.length).toBe(3);
    });

    it('keeps the existing parameters working without near', async () => {
      const response = await catalog.http().get('/api/shops').query({ search: 'Radius' });
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(3);
      expect(response.body[0].distanceKm).toBeUndefined();
    });
  });

  describe('opening hours', () => {
    const HOURS_OWNER = owner(304, 'Hours Owner');
    let shopId: number;

    beforeAll(async () => {
      shopId = (
        await shops.createApproved({ name: 'Late Night Chipper', location: 'Sligo', openingHours: WEEK }, HOURS_OWNER)
      ).id;
    });

    afterEach(() => jest.restoreAllMocks());

    async function openState() {
      const detail = await catalog.http().get(`/api/shops/${shopId}`);
      const listed = await catalog.http().get('/api/shops').query({ openNow: 'true', search: 'Chipper' });
      return { detail: detail.body, listed: listed.body.map((shop: { id: number }) => shop.id) };
    }

    it('stores the hours sorted and reads them back', async () => {
      const detail = await catalog.http().get(`/api/shops/${shopId}`);
      expect(detail.body.openingHours).toEqual(WEEK);
    });

    it('is open after midnight in an interval that runs on from Friday, and says when it closes', async () => {
      setClock('2025-01-11T01:30:00Z'); // Saturday 01:30 in Dublin (winter: UTC+0)
      const { detail, listed } = await openState();
      expect(detail).toMatchObject({ isOpenNow: true, openStatus: { today: 'sat', closesAt: '02:00' } });
      expect(listed).toEqual([shopId]);
    });

    it('on Friday evening closes at 02:00 the next morning', async () => {
      setClock('2025-01-10T20:00:00Z');
      const { detail } = await openState();
      expect(detail.openStatus).toMatchObject({ isOpenNow: true, today: 'fri', closesAt: '02:00' });
    });

    it('is closed between intervals and says when it opens next', async () => {
      setClock('2025-01-11T13:30:00Z'); // Saturday 13:30
      const { detail, listed } = await openState();
      expect(detail).toMatchObject({ isOpenNow: false, openStatus: { opensAt: { day: 'sat', time: '14:00' } } });
      expect(listed).toEqual([]);
      setClock('2025-01-11T18:00:00Z'); // Saturday 18:00: next is Monday
      expect((await openState()).detail.openStatus.opensAt).toEqual({ day: 'mon', time: '09:00' });
    });

    it('reads the hours in summer time on the day the clocks go forward', async () => {
      // Sunday 30 March 2025: 01:00 UTC becomes 02:00 IST. Monday 31 March 08:30 UTC is 09:30 local: open.
      setClock('2025-03-31T08:30:00Z');
      expect((await openState()).detail.isOpenNow).toBe(true);
      // 17:30 UTC is 18:30 local: closed, although 17:30 is within 09:00-18:00 in UTC.
      setClock('2025-03-31T17:30:00Z');
      expect((await openState()).detail.isOpenNow).toBe(false);
    });

    it('on the day the clocks go back, Saturday 01:30 comes once in summer time and is open', async () => {
      // Sunday 26 October 2025 is the change; Saturday 25 Oct 00:30 UTC is 01:30 IST.
      setClock('2025-10-25T00:30:00Z');
      expect((await openState()).detail.isOpenNow).toBe(true);
      setClock('2025-10-25T01:30:00Z'); // 02:30 IST: closed
      expect((await openState()).detail.isOpenNow).toBe(false);
    });

    it('never shows a shop without hours as open', async () => {
      setClock('2025-01-13T12:00:00Z');
      const shop = await shops.create({ name: 'No Hours Yet', location: 'Sligo' }, HOURS_OWNER);
      expect(shop).toMatchObject({ openingHours: [], isOpenNow: false, openStatus: { opensAt: null } });
    });
  });

  it('reads opening hours in another configured time zone', async () => {
    const lagos = await startCatalogHarness('catalog-local-tz', { TIME_ZONE: 'Africa/Lagos' });
    try {
      const identity = owner(305, 'Tunde Bello');
      await new ShopFactory(lagos, identity).create({
        name: 'Lagos Market',
        location: 'Lagos',
        openingHours: [{ day: 'mon', opens: '09:00', closes: '18:00' }],
      });
      const clock = jest.spyOn(lagos.app.get(Clock), 'now');
      clock.mockReturnValue(new Date('2025-01-06T17:30:00Z')); // Monday 18:30 in Lagos (UTC+1), 17:30 in Dublin
      const closed = await lagos.http().get('/api/my-shops').set(lagos.signed(identity));
      expect(closed.body[0]).toMatchObject({
        isOpenNow: false,
        openStatus: { opensAt: { day: 'mon', time: '09:00' } }, // next Monday
      });
      clock.mockReturnValue(new Date('2025-01-06T07:30:00Z')); // 08:30 in Lagos
      const early = await lagos.http().get('/api/my-shops').set(lagos.signed(identity));
      expect(early.body[0].isOpenNow).toBe(false);
      clock.mockReturnValue(new Date('2025-01-06T08:30:00Z')); // 09:30 in Lagos
      const open = await lagos.http().get('/api/my-shops').set(lagos.signed(identity));
      expect(open.body[0]).toMatchObject({ isOpenNow: true, openStatus: { closesAt: '18:00' } });
    } finally {
      await lagos.stop();
    }
  });

  describe('pin and hours changes', () => {
    const EDIT_OWNER = owner(306, 'Edit Owner');

    it('lets the owner drop a pin and set hours on a shop the gazetteer could not place', async () => {
      const shop = await shops.create({ name: 'Unplaced', location: 'Ballynowhere-on-Sea' }, EDIT_OWNER);
      const patched = await catalog
        .http()
        .patch(`/api/shops/${shop.id}`)
        .set(as(EDIT_OWNER))
        .send({ latitude: 53.1, longitude: -8.2, openingHours: [{ day: 'tue', opens: '10:00', closes: '16:00' }] });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ latitude: 53.1, longitude: -8.2, openingHours: [{ day: 'tue' }] });
      const other = await catalog
        .http()
        .patch(`/api/shops/${shop.id}`)
        .set(as(OWNER))
        .send({ latitude: 1, longitude: 1 });
      expect(other.status).toBe(403);
      const removed = await catalog
        .http()
        .patch(`/api/shops/${shop.id}`)
        .set(as(EDIT_OWNER))
        .send({ latitude: null, longitude: null });
      expect(removed.body).toMatchObject({ latitude: null, longitude: null, openingHours: [{ day: 'tue' }] });
    });
  });

  describe('bad input', () => {
    it.each([
      [{ near: 'abc' }, LOCAL_MESSAGES.near],
      [{ near: 'Atlantis' }, LOCAL_MESSAGES.near],
      [{ near: '91,0' }, LOCAL_MESSAGES.latitude],
      [{ near: '-90.5,10' }, LOCAL_MESSAGES.latitude],
      [{ near: '53,181' }, LOCAL_MESSAGES.longitude],
      [{ near: '53,-180.01' }, LOCAL_MESSAGES.longitude],
      [{ near: 'Galway', radiusKm: '0.05' }, LOCAL_MESSAGES.radiusKm],
      [{ near: 'Galway', radiusKm: '201' }, LOCAL_MESSAGES.radiusKm],
      [{ near: 'Galway', radiusKm: 'far' }, LOCAL_MESSAGES.radiusKm],
      [{ sort: 'cheapest' }, LOCAL_MESSAGES.sort],
      [{ sort: 'distance' }, LOCAL_MESSAGES.sortDistanceNeedsNear],
      [{ openNow: 'yes' }, LOCAL_MESSAGES.openNow],
    ])('refuses %j in both lists', async (query, message) => {
      for (const path of ['/api/shops', '/api/products/search']) {
        const response = await catalog.http().get(path).query(query);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      }
    });

    it('accepts the edges of every range', async () => {
      for (const query of [
        { near: '90,180', radiusKm: '0.1' },
        { near: '-90,-180', radiusKm: '200', sort: 'distance', openNow: 'true' },
        { sort: 'newest' },
        { sort: 'rating', openNow: 'false' },
      ]) {
        const response = await catalog.http().get('/api/shops').query(query);
        expect(response.status).toBe(200);
      }
    });

    const badBodies: Array<[Record<string, unknown>, string]> = [
      [{ latitude: 90.5, longitude: 0 }, LOCAL_MESSAGES.latitude],
      [{ latitude: -91, longitude: 0 }, LOCAL_MESSAGES.latitude],
      [{ latitude: 53, longitude: 180.5 }, LOCAL_MESSAGES.longitude],
      [{ latitude: 53, longitude: -181 }, LOCAL_MESSAGES.longitude],
      [{ latitude: '53', longitude: -8 }, LOCAL_MESSAGES.latitudeNumber],
      [{ latitude: 53 }, LOCAL_MESSAGES.coordinatesTogether],
      [{ openingHours: [{ day: 'monday', opens: '09:00', closes: '17:00' }] }, LOCAL_MESSAGES.day],
      [{ openingHours: [{ day: 'mon', opens: '9am', closes: '17:00' }] }, LOCAL_MESSAGES.opens],
      [{ openingHours: [{ day: 'mon', opens: '09:00', closes: '24:30' }] }, LOCAL_MESSAGES.closes],
      [{ openingHours: [{ day: 'mon', opens: '17:00', closes: '09:00' }] }, LOCAL_MESSAGES.closesAfterOpens],
      [{ openingHours: [{ day: 'mon', opens: '09:00', closes: '09:00' }] }, LOCAL_MESSAGES.closesAfterOpens],
      [
        {
          openingHours: [
            { day: 'mon', opens: '09:00', closes: '13:00' },
            { day: 'mon', opens: '12:00', closes: '17:00' },
          ],
        },
        LOCAL_MESSAGES.overlap,
      ],
      [{ openingHours: [{ day: 'mon', opens: '09:00' }] }, LOCAL_MESSAGES.closes],
      [{ openingHours: [{ day: 'mon', opens: '09:00', closes: '17:00', note: 'x' }] }, LOCAL_MESSAGES.openingHoursList],
      [{ openingHours: 'mon 9-5' }, LOCAL_MESSAGES.openingHoursList],
      [{ openingHours: ['mon'] }, LOCAL_MESSAGES.openingHoursList],
    ];

    it.each(badBodies)('refuses %j on create and stores nothing', async (body, message) => {
      const before = await shopCount();
      const response = await catalog
        .http()
        .post('/api/shops')
        .set(as(OWNER))
        .send({ name: 'Bad Input', location: 'Galway', ...body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(await shopCount()).toBe(before);
    });

    it.each(badBodies)('refuses %j on edit and changes nothing', async (body, message) => {
      const shop = await shops.create({ name: 'Edit Target', location: 'Galway', openingHours: WEEK });
      const before = (await catalog.sql.query('SELECT * FROM catalog.shops WHERE id = $1', [shop.id])).rows[0];
      const response = await catalog.http().patch(`/api/shops/${shop.id}`).set(as(OWNER)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      const after = (await catalog.sql.query('SELECT * FROM catalog.shops WHERE id = $1', [shop.id])).rows[0];
      expect(after).toEqual(before);
    });

    it('refuses edits by customers and of unknown shops', async () => {
      const asCustomer = await catalog
        .http()
        .patch('/api/shops/1')
        .set(as(customer(401)))
        .send({});
      expect(asCustomer.status).toBe(403);
      const missing = await catalog.http().patch('/api/shops/999999').set(as(OWNER)).send({ openingHours: [] });
      expect(missing.status).toBe(404);
    });
  });
});
