import { ThrottledWarning } from './throttled-warning';

describe(ThrottledWarning.name, () => {
  it('logs once per interval and counts what it held back', () => {
    const lines: string[] = [];
    const clock = { now: 0 };
    const warning = new ThrottledWarning({ warn: (line: string) => lines.push(line) }, 60_000, () => clock.now);
    warning.warn('identity down', new Error('ECONNREFUSED'));
    clock.now = 30_000;
    warning.warn('identity down');
    warning.warn('identity down');
    clock.now = 60_000;
    warning.warn('identity down', new Error('timeout'));
    expect(lines).toEqual(['identity down: ECONNREFUSED', 'identity down: timeout (2 more since the last warning)']);
  });
});
