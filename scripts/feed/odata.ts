// The part of OData v4's query language the local feed answers: $filter comparisons joined by
// and/or/not with parentheses, $orderby, $top, $skiptoken, $select and $expand.

export type Literal = string | number | boolean | null;
export type FilterNode =
  | { kind: 'cmp'; field: string; op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; value: Literal }
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; node: FilterNode };

export class ODataError extends Error {}

const TOKEN = /\s*(\(|\)|'(?:[^']|'')*'|[A-Za-z_][A-Za-z0-9_/.]*|[0-9][0-9:.TZ+-]*)/y;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
const COMPARISONS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) throw new ODataError(`Cannot read $filter at position ${at}`);
    tokens.push(match[1]);
  }
  return tokens;
}

function literal(token: string | undefined): Literal {
  if (token === undefined) throw new ODataError('A comparison needs a value');
  if (token.startsWith("'")) return token.slice(1, -1).replace(/''/g, "'");
  if (token === 'null') return null;
  if (token === 'true' || token === 'false') return token === 'true';
  if (DATE_TIME.test(token)) return token;
  const n = Number(token);
  if (Number.isNaN(n)) throw new ODataError(`Unknown value ${token}`);
  return n;
}

/** Parses a $filter expression (precedence: not, and, or). */
export function parseFilter(text: string): FilterNode {
  const tokens = tokenize(text);
  let at = 0;
  const peek = () => tokens[at];
  const primary = (): FilterNode => {
    const token = tokens[at++];
    if (token === '(') {
      const node = or();
      if (tokens[at++] !== ')') throw new ODataError('A parenthesis is not closed');
      return node;
    }
    if (token === 'not') return { kind: 'not', node: primary() };
    const op = tokens[at++];
    if (!token || !op || !COMPARISONS.has(op)) throw new ODataError(`Expected a comparison near ${token ?? 'the end'}`);
    return { kind: 'cmp', field: token, op: op as 'eq', value: literal(tokens[at++]) };
  };
  /** Operands joined by one keyword, grouped from the left. */
  const joinedBy = (keyword: 'and' | 'or', operand: () => FilterNode) => (): FilterNode => {
    let node = operand();
    while (peek() === keyword) {
      at++;
      node = { kind: keyword, left: node, right: operand() };
    }
    return node;
  };
  const and = joinedBy('and', primary);
  const or = joinedBy('or', and);
  const node = or();
  if (at !== tokens.length) throw new ODataError(`Unexpected ${tokens[at]}`);
  return node;
}

function compare(a: unknown, b: Literal): number | null {
  if (a === null || a === undefined || b === null) return a == b ? 0 : null;
  if (typeof a === 'string' && typeof b === 'string' && DATE_TIME.test(a) && DATE_TIME.test(b)) return Date.parse(a) - Date.parse(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function matches(node: FilterNode, item: Record<string, unknown>): boolean {
  switch (node.kind) {
    case 'and':
      return matches(node.left, item) && matches(node.right, item);
    case 'or':
      return matches(node.left, item) || matches(node.right, item);
    case 'not':
      return !matches(node.node, item);
    default: {
      const c = compare(item[node.field], node.value);
      if (node.op === 'eq') return c === 0;
      if (node.op === 'ne') return c !== 0;
      if (c === null) return false;
      return node.op === 'gt' ? c > 0 : node.op === 'ge' ? c >= 0 : node.op === 'lt' ? c < 0 : c <= 0;
    }
  }
}

/** The earliest value of `field` any match can have (ms), when the filter bounds it from below. */
export function lowerBound(node: FilterNode | null, field: string): number | null {
  if (!node) return null;
  switch (node.kind) {
    case 'cmp':
      return node.field === field && (node.op === 'gt' || node.op === 'ge' || node.op === 'eq') && typeof node.value === 'string' ? Date.parse(node.value) : null;
    case 'and': {
      const [l, r] = [lowerBound(node.left, field), lowerBound(node.right, field)];
      return l === null ? r : r === null ? l : Math.max(l, r);
    }
    case 'or': {
      const [l, r] = [lowerBound(node.left, field), lowerBound(node.right, field)];
      return l === null || r === null ? null : Math.min(l, r);
    }
    default:
      return null;
  }
}
