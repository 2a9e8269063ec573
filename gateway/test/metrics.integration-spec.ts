import { deadUrl } from './support/fake-upstream';
import { RunningGateway, startGateway } from './support/start-gateway';

/** Issue 19: the gateway's metrics are on METRICS_PORT only; the public port has no /metrics. */
describe('gateway metrics', () => {
  let gateway: RunningGateway;
  let metricsPort: number;

  beforeAll(async () => {
    const services = await deadUrl();
    metricsPort = Number(new URL(await deadUrl()).port);
    gateway = await startGateway({
      IDENTITY_URL: services,
      CATALOG_URL: services,
      REVIEWS_URL: services,
      CHAT_URL: services,
      BILLING_URL: services,
      ADMIN_AUDIT_URL: services,
      METRICS_PORT: String(metricsPort),
    });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('counts requests by the service that answered and serves the figures on the metrics port alone', async () => {
    await fetch(`${gateway.url}/health`);
    await fetch(`${gateway.url}/api/categories`); // the catalog is down here: 502 from the gateway

    const publicPort = await fetch(`${gateway.url}/metrics`, { headers: { accept: 'application/json' } });
    expect(publicPort.status).toBe(404);

    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{service="gateway",status="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{service="catalog",status="5\d\d"\} 1/);
    expect(text).toContain('socketio_open_sockets{service="gateway"} 0');
  });
});
