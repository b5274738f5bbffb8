import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * Defence in depth behind the signature: psql runs backslash meta-commands (`\!` starts a shell),
 * so a file is refused when a backslash appears anywhere psql would read one as a command, i.e.
 * outside string literals, quoted names, comments and COPY data. The only exceptions are the
 * `\restrict` / `\unrestrict` lines with which pg_dump itself switches meta-commands off.
 */
const COPY_START = /^COPY .+ FROM stdin;$/;
const RESTRICT_LINE = /^\\(un)?restrict [A-Za-z0-9]+$/;
const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

type State =
  | { mode: 'code' }
  | { mode: 'single'; escapes: boolean }
  | { mode: 'double' }
  | { mode: 'dollar'; tag: string }
  | { mode: 'block'; depth: number };

const isWordChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$]/.test(c);

/** Scans one line from `state`; returns the state at its end, or 'meta' when a meta-command is found. */
function scanLine(line: string, start: State): State | 'meta' {
  let state = start;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    switch (state.mode) {
      case 'code':
        if (c === '\\') return 'meta';
        if (c === '-' && line[i + 1] === '-') return state;
        if (c === '/' && line[i + 1] === '*') {
          state = { mode: 'block', depth: 1 };
          i++;
        } else if (c === "'") {
          const prefix = line[i - 1];
          state = { mode: 'single', escapes: (prefix === 'E' || prefix === 'e') && !isWordChar(line[i - 2]) };
        } else if (c === '"') state = { mode: 'double' };
        else if (c === '$' && !isWordChar(line[i - 1])) {
          const tag = DOLLAR_TAG.exec(line.slice(i));
          if (tag) {
            state = { mode: 'dollar', tag: tag[0] };
            i += tag[0].length - 1;
          }
        }
        break;
      case 'single':
        if (state.escapes && c === '\\') i++;
        else if (c === "'") {
          if (line[i + 1] === "'") i++;
          else state = { mode: 'code' };
        }
        break;
      case 'double':
        if (c === '"') state = { mode: 'code' };
        break;
      case 'dollar':
        if (line.startsWith(state.tag, i)) {
          i += state.tag.length - 1;
          state = { mode: 'code' };
        }
        break;
      case 'block':
        if (c === '*' && line[i + 1] === '/') {
          state = state.depth === 1 ? { mode: 'code' } : { mode: 'block', depth: state.depth - 1 };
          i++;
        } else if (c === '/' && line[i + 1] === '*') {
          state = { mode: 'block', depth: state.depth + 1 };
          i++;
        }
        break;
    }
  }
  return state;
}

/** The 1-based line of the first psql meta-command in the file, or undefined when there is none. */
export async function findMetaCommand(file: string): Promise<number | undefined> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let state: State = { mode: 'code' };
  let inCopy = false;
  let number = 0;
  for await (const line of lines) {
    number++;
    if (inCopy) {
      if (line === '\\.') inCopy = false;
      continue;
    }
    if (state.mode === 'code' && RESTRICT_LINE.test(line)) continue;
    const next = scanLine(line, state);
    if (next === 'meta') {
      lines.close();
      return number;
    }
    state = next;
    if (state.mode === 'code' && COPY_START.test(line)) inCopy = true;
  }
  return undefined;
}
