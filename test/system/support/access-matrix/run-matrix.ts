import { signIdentity } from '@app/auth-context';
import { ServiceName } from '@app/gateway';
import { MatrixActors } from './actors';
import { actualOutcome, expectedOutcome, gatewayKeptOut, Outcome } from './classify';
import { Operation, operationKey } from './discovery';
import { Expectation, GATEWAY_EXPECTATIONS, Plan, SERVICE_PORT_EXPECTATIONS } from './expectations';
import { Answer, Call, inPool, send } from './http';
import { Role, ROLES } from './roles';

export type Channel = 'gateway' | 'service port, signed' | 'service port, unsigned';

export interface Cell {
  operation: string;
  service: ServiceName;
  role: Role;
  channel: Channel;
  expected: Outcome;
  actual: Outcome;
  status: number;
  message: string;
}

export interface MatrixRun {
  cells: Cell[];
  /** Operations without an expectation row, and rows whose operation is gone. */
  problems: string[];
}

interface Task {
  operation: Operation;
  expectation: Expectation;
  role: Role;
  channel: Channel;
}

const CONCURRENCY = 6;

/** Matches each operation with its expectation row and reports both kinds of drift by name. */
function pairUp(operations: Operation[]): { pairs: Array<[Operation, Expectation]>; problems: string[] } {
  const problems: string[] = [];
  const pairs: Array<[Operation, Expectation]> = [];
  const used = new Set<string>();
  for (const operation of operations) {
    const table = operation.routedTo ? GATEWAY_EXPECTATIONS : SERVICE_PORT_EXPECTATIONS;
    const key = operationKey(operation);
    const expectation = table[key];
    used.add(`${operation.routedTo ? 'gateway' : 'port'} ${key}`);
    if (!expectation) problems.push(`${operation.service}: ${key} has no row in the expected access table`);
    else pairs.push([operation, expectation]);
  }
  for (const key of Object.keys(GATEWAY_EXPECTATIONS)) {
    if (!used.has(`gateway ${key}`)) problems.push(`expected access of ${key}: no such route through the gateway`);
  }
  for (const key of Object.keys(SERVICE_PORT_EXPECTATIONS)) {
    if (!used.has(`port ${key}`)) problems.push(`expected access of ${key}: no such route on any service port`);
  }
  return { pairs, problems };
}

/**
 * Calls every operation as every role and compares the outcome with the expected table: through the gateway for
 * the operations it forwards; on the service port (with the identity the gateway would sign) for those it does
 * not, plus a gateway call proving it keeps them out; and every forwarded GET once more on the service port
 * without any signed identity, which must get exactly what anonymous gets.
 */
export async function runMatrix(
  actors: MatrixActors,
  operations: Operation[],
  serviceUrls: Partial<Record<ServiceName, string>>,
  secret: string,
): Promise<MatrixRun> {
  const { pairs, problems } = pairUp(operations);
  const tasks: Task[] = [];
  for (const [operation, expectation] of pairs) {
    for (const role of ROLES) {
      if (operation.routedTo) tasks.push({ operation, expectation, role, channel: 'gateway' });
      else {
        tasks.push({ operation, expectation, role, channel: 'service port, signed' });
        if (operation.policy?.kind !== 'public') tasks.push({ operation, expectation, role, channel: 'gateway' });
      }
    }
    if (operation.routedTo && operation.method === 'GET') {
      tasks.push({ operation, expectation, role: 'anonymous', channel: 'service port, unsigned' });
    }
  }

  const cells = await inPool(tasks, CONCURRENCY, async ({ operation, expectation, role, channel }): Promise<Cell> => {
    const plan: Plan = await expectation.build(actors, role, operation);
    const call: Call = {
      method: operation.method,
      path: plan.path,
      body: plan.body,
      form: plan.form,
      headers: plan.headers,
    };
    let answer: Answer;
    let expected = expectedOutcome(expectation, role);
    let actual: Outcome;
    if (channel === 'gateway') {
      call.cookie = expectation.freshSession ? await actors.freshSession(role) : actors.cookieOf(role);
      answer = await send(actors.baseUrl, call);
      if (operation.routedTo) actual = actualOutcome(expectation, answer, role, actors);
      else {
        expected = 'not-forwarded';
        actual = gatewayKeptOut(answer);
      }
    } else {
      // The browser's cookies reach the port too: only the gateway's signature may make them count.
      call.cookie = actors.cookieOf(channel === 'service port, unsigned' ? 'owner' : role);
      const identity = channel === 'service port, signed' ? actors.identities.get(role) : undefined;
      call.headers = { ...call.headers, ...(identity ? signIdentity(identity, secret) : {}) };
      answer = await send(serviceUrls[operation.service]!, call);
      actual = actualOutcome(expectation, answer, role, actors);
    }
    return {
      operation: operationKey(operation),
      service: operation.service,
      role,
      channel,
      expected,
      actual,
      status: answer.status,
      message: typeof answer.json?.message === 'string' ? answer.json.message : answer.text.slice(0, 80),
    };
  });
  return { cells, problems };
}
