import { Clock } from './clock';

describe(Clock.name, () => {
  it('reads the system clock until a test sets it, then runs on from the instant set', () => {
    const clock = new Clock(true);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    clock.set(new Date('2030-01-01T00:00:00Z'));
    expect(clock.now().toISOString().slice(0, 10)).toBe('2030-01-01');
    clock.set(null);
    expect(clock.now().getFullYear()).toBe(new Date().getFullYear());
  });

  it('stands still at a frozen instant', () => {
    const clock = new Clock(true);
    clock.set(new Date('2030-01-01T00:00:00.000Z'), { frozen: true });
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('refuses to be set in production', () => {
    const clock = new Clock(false);
    expect(() => clock.set(new Date('2030-01-01T00:00:00Z'))).toThrow('The clock cannot be set in production');
    expect(clock.isSettable).toBe(false);
  });
});
