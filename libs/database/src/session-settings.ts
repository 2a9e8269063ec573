/** Settings every connection of a pool starts with (Postgres's `-c name=value` startup options). */
export type SessionSettings = Readonly<Record<string, string>>;

const SETTING_NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;
const SETTING_VALUE = /^[A-Za-z0-9_.-]+$/;

/**
 * The startup `options` string of the settings (node-postgres's `options`, libpq's PGOPTIONS): set once when a
 * connection opens instead of by a statement in every transaction. Names and values are checked, since the string
 * is parsed by the server with spaces as separators.
 */
export function sessionOptions(settings: SessionSettings): string {
  return Object.entries(settings)
    .map(([name, value]) => {
      if (!SETTING_NAME.test(name)) throw new Error(`Invalid setting name: ${name}`);
      if (!SETTING_VALUE.test(value)) throw new Error(`Invalid value for ${name}: ${value}`);
      return `-c ${name}=${value}`;
    })
    .join(' ');
}
