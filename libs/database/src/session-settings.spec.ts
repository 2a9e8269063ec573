import { sessionOptions } from './session-settings';

describe(sessionOptions.name, () => {
  it('turns the settings into startup options, extension settings included', () => {
    expect(sessionOptions({ jit: 'off', 'pg_trgm.word_similarity_threshold': '0.3' })).toBe(
      '-c jit=off -c pg_trgm.word_similarity_threshold=0.3',
    );
    expect(sessionOptions({})).toBe('');
  });

  it('refuses a name or a value the server would split or misread', () => {
    expect(() => sessionOptions({ 'jit off': 'on' })).toThrow('Invalid setting name: jit off');
    expect(() => sessionOptions({ search_path: 'a b' })).toThrow('Invalid value for search_path: a b');
    expect(() => sessionOptions({ search_path: 'a,-c' })).toThrow('Invalid value');
  });
});
