import { docsLinks, docsTarget } from './docs-target';

describe(docsTarget.name, () => {
  it('proxies the Swagger UI and its assets to the service /docs', () => {
    expect(docsTarget('/api/docs/catalog/')).toEqual({ kind: 'proxy', service: 'catalog', upstreamPath: '/docs/' });
    expect(docsTarget('/api/docs/admin-audit/swagger-ui.css')).toEqual({
      kind: 'proxy',
      service: 'admin-audit',
      upstreamPath: '/docs/swagger-ui.css',
    });
  });

  it('proxies <service>-json to the service /docs-json', () => {
    expect(docsTarget('/api/docs/identity-json')).toEqual({
      kind: 'proxy',
      service: 'identity',
      upstreamPath: '/docs-json',
    });
  });

  it('redirects a bare service path to its trailing-slash form, keeping the query', () => {
    expect(docsTarget('/api/docs/chat?x=1')).toEqual({ kind: 'redirect', location: '/api/docs/chat/?x=1' });
  });

  it.each(['/api/docs/nope', '/api/docs/nope/', '/api/docs/nope-json', '/api/docsx', '/api/docs/'])(
    'knows nothing of %s',
    (url) => {
      expect(docsTarget(url)).toEqual({ kind: 'unknown' });
    },
  );

  it('links every service', () => {
    expect(docsLinks()).toHaveLength(6);
    expect(docsLinks()[0]).toEqual({ name: 'identity', ui: '/api/docs/identity/', openApi: '/api/docs/identity-json' });
  });
});
