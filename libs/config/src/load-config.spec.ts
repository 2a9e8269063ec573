import { z } from 'zod';
import { configFields } from './config-fields';
import { ConfigError, loadConfig } from './load-config';

describe(loadConfig.name, () => {
  const schema = z.object({ DATABASE_URL: configFields.databaseUrl, PORT: configFields.port(3000) });

  it('applies defaults and coerces numbers', () => {
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://localhost/db', PORT: '4000' })).toEqual({
      DATABASE_URL: 'postgres://localhost/db',
      PORT: 4000,
    });
    expect(loadConfig(schema, { DATABASE_URL: 'postgres://localhost/db' }).PORT).toBe(3000);
  });

  it('names the missing variable', () => {
    expect(() => loadConfig(schema, {})).toThrow(/DATABASE_URL/);
  });

  it('names a bad variable and says what is wrong', () => {
    let caught: unknown;
    try {
      loadConfig(schema, { DATABASE_URL: 'mysql://localhost/db', PORT: 'eighty' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect((caught as ConfigError).message).toMatch(/PORT:/);
  });

  it('treats an empty variable as unset', () => {
    expect(() => loadConfig(schema, { DATABASE_URL: '' })).toThrow(/DATABASE_URL/);
  });
});
