/** A list's filters as the request sends them: trimmed, the empty ones and the screen's `view` left out. */
export function listFilters(filters: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'view') continue;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) params[name] = text;
  }
  return params;
}
