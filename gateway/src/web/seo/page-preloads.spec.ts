import { BuildManifest, LANDING_ROUTE_MODULES, routeChunkUrls } from './page-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_landing-shared-c.js': { file: 'assets/landing-shared-c.js', imports: ['_react-b.js', 'index.html'] },
  'src/app/routes/home.tsx': { file: 'assets/home-d.js', imports: ['index.html', '_landing-shared-c.js'] },
  'src/app/routes/shop-detail.tsx': { file: 'assets/shop-detail-e.js', imports: ['_landing-shared-c.js'] },
  '_style-f.css': { file: 'assets/style-f.css' },
};

describe(routeChunkUrls.name, () => {
  it("names the route's chunk and its static imports, leaving out what the entry already loads", () => {
    expect(routeChunkUrls(manifest, 'src/app/routes/home.tsx')).toEqual([
      '/assets/home-d.js',
      '/assets/landing-shared-c.js',
    ]);
  });

  it('names nothing for a route module the build lacks', () => {
    expect(routeChunkUrls(manifest, 'src/app/routes/browse-shops.tsx')).toEqual([]);
  });

  it('knows the route module of every landing page', () => {
    expect(LANDING_ROUTE_MODULES).toMatchObject({
      home: 'src/app/routes/home.tsx',
      browse: 'src/app/routes/browse-shops.tsx',
      shop: 'src/app/routes/shop-detail.tsx',
    });
  });
});
