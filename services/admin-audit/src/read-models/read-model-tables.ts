/** Every read model table, truncated and replayed by the rebuild. event_history is the source and stays. */
export const READ_MODEL_TABLES = [
  'audit.people',
  'audit.shops',
  'audit.products',
  'audit.visits',
  'audit.messages',
  'audit.payments',
  'audit.admin_logs',
  'audit.audit_logs',
] as const;
