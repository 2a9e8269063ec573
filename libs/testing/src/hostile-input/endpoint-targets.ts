import fc from 'fast-check';
import { ZodTypeAny } from 'zod';
import { BadInputTarget } from './bad-input-runner';
import { callHttp, CallOptions, percentEncode, queryString } from './http-call';
import { badJsonBody, badPathSegment, badQuery, Fields } from './mutations';
import { BodyCase, QueryCase } from './request-cases';

/** A listening app and the headers of an authorised caller (signed identity), so validation is what answers. */
export interface Caller {
  baseUrl: string;
  headers: Record<string, string>;
}

type Method = CallOptions['method'];

export interface BodyTargetSpec {
  schema: string;
  method: Method;
  path: string;
  valid: fc.Arbitrary<Fields>;
  /** The 2xx answer's schema from libs/contracts. */
  response: ZodTypeAny;
  /**
   * Send only bodies this schema refuses: for endpoints whose accepted calls hash a password (argon2 in a loop of
   * 1,000 would take minutes), so the refusal is the behaviour under test.
   */
  onlyRefusedBy?: ZodTypeAny;
  /** Refusal statuses that record something by design (see BadInputTarget.recordingRefusals). */
  recordingRefusals?: number[];
}

/** A JSON body endpoint fed mutated records, arbitrary JSON and text that is not JSON. */
export function bodyTarget(caller: Caller, spec: BodyTargetSpec): BadInputTarget<BodyCase> {
  const refusedBy = spec.onlyRefusedBy;
  const bodies = badJsonBody(spec.valid);
  return {
    schema: spec.schema,
    route: `${spec.method} ${spec.path}`,
    inputs: refusedBy
      ? bodies.filter((body) => body.kind === 'text' || !refusedBy.safeParse(body.value ?? {}).success)
      : bodies,
    send: (body) => callHttp(caller.baseUrl, { method: spec.method, path: spec.path, headers: caller.headers, body }),
    checkAccepted: (answer) => void spec.response.parse(answer.body),
    recordingRefusals: spec.recordingRefusals,
  };
}

export interface QueryTargetSpec {
  schema: string;
  path: string;
  valid: fc.Arbitrary<Fields>;
  response: ZodTypeAny;
}

/** A GET endpoint fed mutated query parameters (repeated keys become arrays). */
export function queryTarget(caller: Caller, spec: QueryTargetSpec): BadInputTarget<QueryCase> {
  return {
    schema: spec.schema,
    route: `GET ${spec.path}`,
    inputs: badQuery(spec.valid),
    send: (query) =>
      callHttp(caller.baseUrl, { method: 'GET', path: `${spec.path}${queryString(query)}`, headers: caller.headers }),
    checkAccepted: (answer) => void spec.response.parse(answer.body),
  };
}

export interface PathIdTargetSpec {
  schema: string;
  method: Method;
  /** The route with `:id` where the generated segment goes, e.g. /api/shops/:id. */
  path: string;
  valid: fc.Arbitrary<string>;
  response: ZodTypeAny;
  /** A valid body, for routes that take one beside the id. */
  body?: Fields;
}

/** An endpoint whose `:id` path segment is fed numbers of every kind and hostile strings. */
export function pathIdTarget(caller: Caller, spec: PathIdTargetSpec): BadInputTarget<string> {
  return {
    schema: spec.schema,
    route: `${spec.method} ${spec.path}`,
    inputs: badPathSegment(spec.valid),
    send: (segment) =>
      callHttp(caller.baseUrl, {
        method: spec.method,
        path: spec.path.replace(':id', percentEncode(segment)),
        headers: caller.headers,
        body: spec.body ? { kind: 'json', value: spec.body } : undefined,
      }),
    checkAccepted: (answer) => void spec.response.parse(answer.body),
  };
}

/** Valid ids as path text. */
export function idText(ids: fc.Arbitrary<number>): fc.Arbitrary<string> {
  return ids.map(String);
}

/** Starts the app's HTTP server on a free local port once and answers its base URL. */
export async function listenOnFreePort(app: {
  listen(port: number, host: string): Promise<unknown>;
  getUrl(): Promise<string>;
}): Promise<string> {
  await app.listen(0, '127.0.0.1');
  return (await app.getUrl()).replace('[::1]', '127.0.0.1');
}
