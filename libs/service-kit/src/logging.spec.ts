import { logsRequestLines } from './logging';

describe('logsRequestLines', () => {
  it('is true at info and below, where the line per request prints', () => {
    expect(['trace', 'debug', 'info'].map(logsRequestLines)).toEqual([true, true, true]);
  });

  it('is false above info and when silent, where it never prints', () => {
    expect(['warn', 'error', 'fatal', 'silent'].map(logsRequestLines)).toEqual([false, false, false, false]);
  });
});
