import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PRERENDERED_FOLDER,
  queryChangesFirstRender,
  readPrerenderedScreens,
  servesPrerenderedScreen,
} from './prerendered-screens';

describe(readPrerenderedScreens.name, () => {
  let dist: string;

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'prerendered-'));
  });

  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("reads each route's screen and ignores files that name no route", async () => {
    mkdirSync(join(dist, PRERENDERED_FOLDER));
    writeFileSync(join(dist, PRERENDERED_FOLDER, 'home.html'), '<main>home</main>');
    writeFileSync(join(dist, PRERENDERED_FOLDER, 'shop.html'), '<main>shop</main>');
    writeFileSync(join(dist, PRERENDERED_FOLDER, 'constructor.html'), 'not a route');
    writeFileSync(join(dist, PRERENDERED_FOLDER, 'home.txt'), 'not a page');

    const screens = await readPrerenderedScreens(dist);

    expect([...screens.entries()].sort()).toEqual([
      ['home', '<main>home</main>'],
      ['shop', '<main>shop</main>'],
    ]);
  });

  it('has none when the build wrote none', async () => {
    expect((await readPrerenderedScreens(dist)).size).toBe(0);
  });
});

describe(servesPrerenderedScreen.name, () => {
  const visitor = { status: 200, hasQuery: false, hasSession: false };

  it('serves it to a visitor without a session on a page without a query', () => {
    expect(servesPrerenderedScreen(visitor)).toBe(true);
  });

  it.each([
    ['a signed-in person', { hasSession: true }],
    ['a page with a query string', { hasQuery: true }],
    ['a not-found page', { status: 404 }],
  ])('does not serve it to %s', (_case, change) => {
    expect(servesPrerenderedScreen({ ...visitor, ...change })).toBe(false);
  });
});

describe(queryChangesFirstRender.name, () => {
  it("ignores the shop page's search term, and nothing else", () => {
    expect(queryChangesFirstRender('shop', '')).toBe(false);
    expect(queryChangesFirstRender('shop', 'q=sourdough')).toBe(false);
    expect(queryChangesFirstRender('shop', 'q=sourdough&action=rate')).toBe(true);
    expect(queryChangesFirstRender('shop', 'chat=12')).toBe(true);
    expect(queryChangesFirstRender('browse', 'q=sourdough')).toBe(true);
    expect(queryChangesFirstRender('home', 'search=bakery')).toBe(true);
  });
});
