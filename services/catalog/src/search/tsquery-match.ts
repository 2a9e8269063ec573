/**
 * A tsquery's text form (`( 'bakeri' | 'bake':* ) & 'o''brien'`, as Postgres prints it) read as a tree, and whether
 * a row holding some lexemes could match it. Used on the safe side (search-dependencies): weights are ignored and a
 * phrase (`<->`, `<2>`) counts as all of its parts, so "could match" holds whenever Postgres's match does.
 */
export type TsqueryNode =
  { lexeme: string; prefix: boolean } | { all: TsqueryNode[] } | { any: TsqueryNode[] } | { not: TsqueryNode };

type Token = { kind: 'lexeme'; lexeme: string; prefix: boolean } | { kind: '&' | '|' | '!' | '<->' | '(' | ')' };

const TOKEN = /\s*(?:'((?:[^']|'')*)'(:[*A-D]+)?|(&|\||!|\(|\))|<(?:-|\d+)>)/y;

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (text.slice(TOKEN.lastIndex).trim() === '') break;
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    if (match[1] !== undefined) {
      tokens.push({ kind: 'lexeme', lexeme: match[1].replace(/''/g, "'"), prefix: match[2]?.includes('*') ?? false });
    } else if (match[3] !== undefined) {
      tokens.push({ kind: match[3] as '&' | '|' | '!' | '(' | ')' });
    } else {
      tokens.push({ kind: '<->' });
    }
  }
  return tokens;
}

/**
 * The tree of a tsquery's text, or undefined for an empty query or text this reader does not know (the caller then
 * falls back to a rougher test). Precedence as in Postgres: `!`, then phrase, then `&`, then `|`.
 */
export function parseTsqueryTree(text: string): TsqueryNode | undefined {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return undefined;
  let position = 0;
  const peek = () => tokens[position]?.kind;

  const unary = (): TsqueryNode | undefined => {
    const token = tokens[position++];
    if (!token) return undefined;
    if (token.kind === 'lexeme') return { lexeme: token.lexeme, prefix: token.prefix };
    if (token.kind === '!') {
      const operand = unary();
      return operand && { not: operand };
    }
    if (token.kind === '(') {
      const inner = either();
      if (!inner || tokens[position++]?.kind !== ')') return undefined;
      return inner;
    }
    return undefined;
  };
  const sequence = (operator: '<->' | '&', operand: () => TsqueryNode | undefined) => (): TsqueryNode | undefined => {
    const parts = [operand()];
    while (peek() === operator) {
      position += 1;
      parts.push(operand());
    }
    if (parts.some((part) => part === undefined)) return undefined;
    return parts.length === 1 ? parts[0] : { all: parts as TsqueryNode[] };
  };
  const both = sequence('&', sequence('<->', unary));
  function either(): TsqueryNode | undefined {
    const parts = [both()];
    while (peek() === '|') {
      position += 1;
      parts.push(both());
    }
    if (parts.some((part) => part === undefined)) return undefined;
    return parts.length === 1 ? parts[0] : { any: parts as TsqueryNode[] };
  }

  const tree = either();
  return tree && position === tokens.length ? tree : undefined;
}

/**
 * Whether a row whose search vector holds `lexemes` could match `node`. A negation is taken as always holding (a
 * row losing the negated word may start to match), so the answer stays on the safe side.
 */
export function couldMatch(node: TsqueryNode, lexemes: ReadonlySet<string>): boolean {
  if ('lexeme' in node) {
    if (!node.prefix) return lexemes.has(node.lexeme);
    for (const lexeme of lexemes) if (lexeme.startsWith(node.lexeme)) return true;
    return false;
  }
  if ('all' in node) return node.all.every((part) => couldMatch(part, lexemes));
  if ('any' in node) return node.any.some((part) => couldMatch(part, lexemes));
  return true;
}
