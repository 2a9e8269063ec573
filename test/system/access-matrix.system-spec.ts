import { MatrixActors } from './support/access-matrix/actors';
import { discoverOperations, Discovery } from './support/access-matrix/discovery';
import { describeMismatch, figuresOf, isMismatch, summaryLine, writeReport } from './support/access-matrix/report';
import { runMatrix } from './support/access-matrix/run-matrix';
import { startSystem, SystemUnderTest } from './support/system-under-test';

/**
 * The access matrix (issue 10): every operation of every service, found in the services' OpenAPI documents and
 * code and checked against the gateway's route table, called as anonymous, guest, customer, the owner of the
 * resource, another owner, a banned person (their old cookie) and the admin, and compared with the expected
 * table in support/access-matrix/expectations.ts. Ids in paths and bodies are the owner's, so every other caller
 * tries someone else's shop, product, conversation or subscription.
 */
describe('access matrix', () => {
  let system: SystemUnderTest;
  let actors: MatrixActors;
  let discovery: Discovery;
  const serviceUrls = () =>
    Object.fromEntries(Object.entries(system.services).map(([name, service]) => [name, service!.url]));

  beforeAll(async () => {
    system = await startSystem('matrix', ['identity', 'catalog', 'reviews', 'chat', 'billing', 'admin-audit']);
    actors = new MatrixActors(system);
    [discovery] = await Promise.all([discoverOperations(serviceUrls()), actors.setUp()]);
  });

  afterAll(() => system?.stop());

  it('finds every public operation behind a route-table row of its own service, and every row in use', () => {
    expect(discovery.problems).toEqual([]);
    expect(discovery.operations.length).toBeGreaterThan(50);
  });

  it('gives 2xx to the rightful roles only, on every operation, and refuses everyone else', async () => {
    const run = await runMatrix(actors, discovery.operations, serviceUrls(), system.secret);
    const figures = figuresOf(run, discovery.operations.length);
    const file = await writeReport(figures, run);
    process.stdout.write(`${summaryLine(figures)}\n(report: ${file})\n`);

    // Drift of the table (a route without a row, a row without a route) and every wrong answer, all named at once.
    expect([...run.problems, ...run.cells.filter(isMismatch).map(describeMismatch)]).toEqual([]);
    expect(figures.calls).toBeGreaterThanOrEqual(discovery.operations.length * figures.roles);
    expect(figures.allowed).toBeGreaterThan(0);
    expect(figures.refused).toBeGreaterThan(0);
  });
});
