import fc from 'fast-check';
import { adminLogsResponseSchema } from '@app/contracts';
import {
  BAD_INPUT_RUNS,
  BadInputReport,
  listenOnFreePort,
  queryTarget,
  runBadInput,
  storeSignature,
} from '@app/testing';
import { AdminAuditHarness, startAdminAuditHarness } from '../support/admin-audit-harness';

jest.setTimeout(180_000);

const ADMIN = { userId: 1, role: 'customer' as const, isAdmin: true, name: 'Root Admin', email: 'admin@example.ie' };

/** Property test of admin-audit's query parameters through GET /api/admin/logs (issue 10, bad input). */
describe('admin-audit bad input', () => {
  let audit: AdminAuditHarness;
  let baseUrl: string;
  const report = new BadInputReport('admin-audit');

  beforeAll(async () => {
    audit = await startAdminAuditHarness('admin-audit-bad-input');
    baseUrl = await listenOnFreePort(audit.app);
  });

  afterAll(async () => {
    report.finish();
    await audit?.stop();
  });

  it('adminLogsQuerySchema: GET /api/admin/logs never answers 5xx', async () => {
    const figures = await runBadInput(
      queryTarget(
        { baseUrl, headers: audit.signed(ADMIN) },
        {
          schema: 'adminLogsQuerySchema',
          path: '/api/admin/logs',
          valid: fc.record({ page: fc.integer({ min: 1, max: 100 }), limit: fc.integer({ min: 1, max: 100 }) }),
          response: adminLogsResponseSchema,
        },
      ),
      { store: () => storeSignature(audit.sql, 'audit') },
    );
    report.add(figures);
    expect(figures).toMatchObject({ runs: BAD_INPUT_RUNS, serverErrors: 0 });
    expect(figures.refused).toBeGreaterThan(0);
    expect(figures.accepted).toBeGreaterThan(0);
  });
});
