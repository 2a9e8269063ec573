import { inflateSync } from 'node:zlib';

function decodeHex(hex: string): string {
  return Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1');
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, escape: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (simple[escape]) return simple[escape];
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return escape;
  });
}

/** The strings of one `[...] TJ` array or `(...) Tj` operand, kerning numbers dropped. */
function stringsOf(operand: string): string {
  const parts: string[] = [];
  for (const match of operand.matchAll(/<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
    parts.push(match[1] !== undefined ? decodeHex(match[1]) : decodeLiteral(match[2] ?? ''));
  }
  return parts.join('');
}

/**
 * A small text extraction for the PDFs this product makes (pdfkit with its built-in fonts): the content streams
 * (inflated when compressed) and the text of their `TJ` / `Tj` operators, one text operation a line. Not a general
 * PDF reader: enough for a test to see that a PDF carries a number or a name.
 */
export function pdfText(pdf: Buffer): string {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('Not a PDF: no %PDF- header');
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) continue;
    const raw = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const operation of content.matchAll(/(\[(?:[^\]\\]|\\.)*\])\s*TJ|(\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>)\s*Tj/g)) {
      lines.push(stringsOf(operation[1] ?? operation[2] ?? ''));
    }
  }
  return lines.join('\n');
}
