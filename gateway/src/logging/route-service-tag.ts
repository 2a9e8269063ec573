import type { ServerResponse } from 'node:http';
import type { ServiceName } from '../routing/service-name';

const tags = new WeakMap<ServerResponse, ServiceName>();

/** Remembers which service answered a response, for the request log line. */
export function tagResponseService(response: ServerResponse, service: ServiceName): void {
  tags.set(response, service);
}

/** The service that answered, or 'gateway' when the gateway answered itself. */
export function responseServiceOf(response: ServerResponse): ServiceName | 'gateway' {
  return tags.get(response) ?? 'gateway';
}
