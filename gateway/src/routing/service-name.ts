/** The services behind the gateway; the names are also the path segment of their docs (/api/docs/<name>). */
export const SERVICE_NAMES = ['identity', 'catalog', 'reviews', 'chat', 'billing', 'admin-audit'] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];

export function isServiceName(value: string): value is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(value);
}
