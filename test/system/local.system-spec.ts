import { randomBytes } from 'node:crypto';
import { publishRawEnvelope, waitFor } from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { subscriptionActivatedEnvelope } from './support/raw-events';
import { ServiceProcess } from './support/service-process';
import { startSystem, SystemUnderTest } from './support/system-under-test';

const GALWAY = '53.2724,-9.0510';
const DUBLIN = '53.3498,-6.2603';

/** Issue 14 end to end: an approved shop with a pin is found by distance through the gateway. */
describe('local search through the gateway', () => {
  const tag = randomBytes(3).toString('hex');
  let system: SystemUnderTest;
  let gateway: ServiceProcess;

  beforeAll(async () => {
    system = await startSystem('local', ['identity', 'catalog']);
    ({ gateway } = system);
  });

  afterAll(() => system?.stop());

  const client = () => new BrowserLikeClient(gateway.url);
  const ids = (json: Array<{ id: number }>) => json.map((shop) => shop.id);

  it('finds a pinned Galway shop near Galway, by name and in distance order, and not near Dublin', async () => {
    const owner = client();
    const registered = await owner.post('/api/shop-owner/register', {
      firstName: 'Gráinne',
      lastName: 'Owner',
      email: `grainne-${tag}@example.ie`,
      phone: null,
      city: 'Galway',
      password: 'secret1',
      contactMethod: 'email',
    });
    expect(registered.status).toBe(201);
    const ownerId: number = registered.json.user.id;

    const create = async (name: string, latitude: number, longitude: number) => {
      const response = await owner.post('/api/shops', {
        name: `${name} ${tag}`,
        location: 'Galway',
        latitude,
        longitude,
        openingHours: [{ day: 'mon', opens: '09:00', closes: '18:00' }],
      });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ latitude, longitude });
      return response.json.id as number;
    };
    const quay = await create('Quay Street Books', 53.2707, -9.0535); // in the city
    const oranmore = await create('Oranmore Hardware', 53.2683, -8.9283); // about 8 km east
    const athenry = await create('Athenry Crafts', 53.2964, -8.7431); // about 21 km east

    const admin = client();
    const login = await admin.post('/api/auth/login', system.admin);
    expect(login.status).toBe(200);
    await publishRawEnvelope(system.amqpUrl, system.namespace, subscriptionActivatedEnvelope(ownerId));
    for (const shopId of [quay, oranmore, athenry]) {
      await waitFor(
        `approval of shop ${shopId} once catalog handled subscription.activated`,
        async () =>
          (await admin.request('PATCH', `/api/admin/shops/${shopId}/approve`)).status === 200 ? true : undefined,
        { timeoutMs: 15_000, intervalMs: 200 },
      );
    }

    const visitor = client();
    const nearCoordinates = await visitor.get(`/api/shops?search=${tag}&near=${GALWAY}`);
    expect(nearCoordinates.status).toBe(200);
    expect(ids(nearCoordinates.json).sort()).toEqual([quay, oranmore].sort());
    expect(nearCoordinates.json.find((shop: { id: number }) => shop.id === quay)).toMatchObject({
      latitude: 53.2707,
      longitude: -9.0535,
      openingHours: [{ day: 'mon', opens: '09:00', closes: '18:00' }],
    });

    const byName = await visitor.get(`/api/shops?search=${tag}&near=Galway`);
    expect(ids(byName.json)).toContain(quay);

    const nearDublin = await visitor.get(`/api/shops?search=${tag}&near=${DUBLIN}&radiusKm=20`);
    expect(nearDublin.status).toBe(200);
    expect(nearDublin.json).toEqual([]);

    const ordered = await visitor.get(`/api/shops?search=${tag}&near=${GALWAY}&radiusKm=30&sort=distance`);
    expect(ids(ordered.json)).toEqual([quay, oranmore, athenry]);
    const distances = ordered.json.map((shop: { distanceKm: number }) => shop.distanceKm);
    expect(distances[0]).toBeLessThan(1);
    expect(distances[1]).toBeGreaterThan(7);
    expect(distances[1]).toBeLessThan(10);
    expect(distances[2]).toBeGreaterThan(20);

    const refused = await visitor.get(`/api/shops?sort=distance`);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('sort=distance needs near');
    const unknown = await visitor.get(`/api/shops?near=abc`);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('near must be "latitude,longitude" or a known place');
  });
});
