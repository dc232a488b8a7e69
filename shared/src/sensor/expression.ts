/**
 * A small, safe arithmetic evaluator for sensor formulas. It never calls `eval` or
 * `new Function`: formulas come from user-edited configs and must not run code.
 * Grammar: numbers, named variables, + - * / % ^, unary minus, parentheses,
 * comparisons (< <= > >= == !=), && || !, and a fixed table of math functions.
 */
import { CONSTANTS, FUNCTIONS } from './formulaMath.js';

export { FORMULA_FUNCTIONS } from './formulaMath.js';

/** Thrown when a formula cannot be parsed or evaluated. */
export class ExpressionError extends Error {}

type Token = { kind: 'num'; value: number } | { kind: 'id'; name: string } | { kind: 'op'; op: string };

/** Longest formula accepted, in characters: configs are short, and this bounds the work one formula can cause. */
export const MAX_FORMULA_LENGTH = 1000;
/** Deepest nesting of parentheses, unary operators and calls: keeps recursion far from the stack limit. */
export const MAX_FORMULA_DEPTH = 50;

const OPERATORS = ['<=', '>=', '==', '!=', '&&', '||', '+', '-', '*', '/', '%', '^', '(', ')', ',', '<', '>', '!'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const num = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?/i.exec(source.slice(i));
    if (num) {
      tokens.push({ kind: 'num', value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (id) {
      tokens.push({ kind: 'id', name: id[0] });
      i += id[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw new ExpressionError(`Unexpected character '${ch}' at ${i}`);
    tokens.push({ kind: 'op', op });
    i += op.length;
  }
  return tokens;
}

/** Variables a formula may read: own properties only, so `constructor` and friends never resolve. */
export type Variables = Readonly<Record<string, number>>;

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly vars: Variables,
  ) {}

  parse(): number {
    const value = this.or();
    if (this.pos < this.tokens.length) throw new ExpressionError('Unexpected trailing input');
    return value;
  }

  private peekOp(...ops: string[]): string | undefined {
    const t = this.tokens[this.pos];
    return t?.kind === 'op' && ops.includes(t.op) ? t.op : undefined;
  }

  private expectOp(op: string): void {
    if (!this.peekOp(op)) throw new ExpressionError(`Expected '${op}'`);
    this.pos++;
  }

  private or(): number {
    let left = this.and();
    while (this.peekOp('||')) {
      this.pos++;
      const right = this.and();
      left = left || right ? 1 : 0;
    }
    return left;
  }

  private and(): number {
    let left = this.comparison();
    while (this.peekOp('&&')) {
      this.pos++;
      const right = this.comparison();
      left = left && right ? 1 : 0;
    }
    return left;
  }

  private comparison(): number {
    let left = this.additive();
    for (
      let op = this.peekOp('<', '<=', '>', '>=', '==', '!=');
      op;
      op = this.peekOp('<', '<=', '>', '>=', '==', '!=')
    ) {
      this.pos++;
      const right = this.additive();
      const results: Record<string, boolean> = {
        '<': left < right,
        '<=': left <= right,
        '>': left > right,
        '>=': left >= right,
        '==': left === right,
        '!=': left !== right,
      };
      left = results[op] ? 1 : 0;
    }
    return left;
  }

  private additive(): number {
    let left = this.multiplicative();
    for (let op = this.peekOp('+', '-'); op; op = this.peekOp('+', '-')) {
      this.pos++;
      const right = this.multiplicative();
      left = op === '+' ? left + right : left - right;
    }
    return left;
  }

  private multiplicative(): number {
    let left = this.unary();
    for (let op = this.peekOp('*', '/', '%'); op; op = this.peekOp('*', '/', '%')) {
      this.pos++;
      const right = this.unary();
      left = op === '*' ? left * right : op === '/' ? left / right : left % right;
    }
    return left;
  }

  private unary(): number {
    if (++this.depth > MAX_FORMULA_DEPTH) throw new ExpressionError('Formula is nested too deeply');
    try {
      if (this.peekOp('-')) {
        this.pos++;
        return -this.unary();
      }
      if (this.peekOp('+')) {
        this.pos++;
        return this.unary();
      }
      if (this.peekOp('!')) {
        this.pos++;
        return this.unary() ? 0 : 1;
      }
      return this.power();
    } finally {
      this.depth--;
    }
  }

  private power(): number {
    const base = this.primary();
    if (this.peekOp('^')) {
      this.pos++;
      // Right-associative, and binds tighter than unary minus on its left: -2^2 = -4.
      return Math.pow(base, this.unary());
    }
    return base;
  }

  private primary(): number {
    const t = this.tokens[this.pos];
    if (!t) throw new ExpressionError('Unexpected end of formula');
    if (t.kind === 'num') {
      this.pos++;
      return t.value;
    }
    if (t.kind === 'op' && t.op === '(') {
      this.pos++;
      const value = this.or();
      this.expectOp(')');
      return value;
    }
    if (t.kind === 'id') {
      this.pos++;
      if (this.peekOp('(')) {
        this.pos++;
        const fn = Object.hasOwn(FUNCTIONS, t.name) ? FUNCTIONS[t.name] : undefined;
        if (!fn) throw new ExpressionError(`Unknown function '${t.name}'`);
        const args: number[] = [];
        if (!this.peekOp(')')) {
          args.push(this.or());
          while (this.peekOp(',')) {
            this.pos++;
            args.push(this.or());
          }
        }
        this.expectOp(')');
        if (args.length < fn.minArgs || args.length > fn.maxArgs) {
          throw new ExpressionError(`Wrong number of arguments for '${t.name}'`);
        }
        return fn.fn(...args);
      }
      if (Object.hasOwn(this.vars, t.name)) {
        const value: unknown = this.vars[t.name];
        // Callers outside TypeScript (stored configs) could hand over anything: only numbers are values.
        if (typeof value !== 'number') throw new ExpressionError(`'${t.name}' is not a number`);
        return value;
      }
      if (Object.hasOwn(CONSTANTS, t.name)) return CONSTANTS[t.name];
      throw new ExpressionError(`Unknown name '${t.name}'`);
    }
    throw new ExpressionError(`Unexpected '${t.op}'`);
  }
}

/** Evaluates a formula with the given variables; throws ExpressionError on bad input or a non-finite result. */
export function evaluateExpression(source: string, vars: Variables = {}): number {
  if (typeof source !== 'string') throw new ExpressionError('Formula must be text');
  if (source.length > MAX_FORMULA_LENGTH) throw new ExpressionError('Formula is too long');
  const value = new Parser(tokenize(source), vars).parse();
  if (!Number.isFinite(value)) throw new ExpressionError('Result is not a finite number');
  return value;
}

/** Evaluates a condition (e.g. a binary `ruleHigh`): true when the formula gives a non-zero number. */
export function evaluateCondition(source: string, vars: Variables = {}): boolean {
  return evaluateExpression(source, vars) !== 0;
}
