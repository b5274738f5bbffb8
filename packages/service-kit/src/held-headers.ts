import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

type HeaderValue = number | string | readonly string[];
/** The arguments writeHead takes after the status: a reason, headers, or both. */
type HeadArgs = [reason?: unknown, headers?: unknown];

const pairsOf = (headers: unknown): Array<[string, HeaderValue]> => {
  if (headers === undefined || headers === null) return [];
  if (!Array.isArray(headers))
    return Object.entries(headers as OutgoingHttpHeaders) as Array<[string, HeaderValue]>;
  if (Array.isArray(headers[0])) return headers as Array<[string, HeaderValue]>;
  const pairs: Array<[string, HeaderValue]> = [];
  for (let i = 0; i < headers.length; i += 2)
    pairs.push([headers[i] as string, headers[i + 1] as HeaderValue]);
  return pairs;
};

/**
 * A response whose edge headers (the request id, the security headers, the rate-limit budget) are held
 * in a plain list until its head is written, then given to Node in one `writeHead`. Node's progressive
 * headers (`setHeader`) keep each in a dictionary object made per response, and a request log copies it
 * again: on the gateway's cache hits, which set no other header, that was a tenth of the CPU. Every
 * other use of headers behaves as Node's own: reading, setting, removing or appending a header first
 * hands the held ones to `setHeader`, in order, and from then on the response is an ordinary one.
 *
 * Only as long as the response keeps this prototype: Express gives a routed response its own, so a
 * step that holds headers where Express may route the response next hands them over first
 * (`releaseHeldHeaders`), and a step running inside Express's router sets them directly (`holdHeader`).
 */
export class HeldHeadersResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  /** Held headers, flat: lower-case name, value, …. */
  #held: unknown[] | undefined;
  /** The flat list given to writeHead when the held headers were written with the answer's own. */
  #written: unknown[] | undefined;
  /** Whether Node's own store is in use (then nothing is held any more). */
  #progressive = false;

  /** Holds a header (its name lower-case); a later one of the same name replaces it, as setHeader does. */
  hold(name: string, value: HeaderValue): void {
    if (this.#progressive || this.headersSent) {
      super.setHeader(name, value);
      return;
    }
    const held = (this.#held ??= []);
    for (let i = 0; i < held.length; i += 2) {
      if (held[i] === name) {
        held[i + 1] = value;
        return;
      }
    }
    held.push(name, value);
  }

  /** Hands the held headers to Node's store, in order; from then on this response holds nothing. */
  release(): void {
    this.#progressive = true;
    const held = this.#held;
    if (held === undefined) return;
    this.#held = undefined;
    for (let i = 0; i < held.length; i += 2) super.setHeader(held[i] as string, held[i + 1] as HeaderValue);
  }

  override writeHead(statusCode: number, ...args: HeadArgs): this {
    const held = this.#held;
    if (held === undefined || this.#progressive) {
      this.release();
      return super.writeHead(statusCode, ...(args as [string, OutgoingHttpHeaders]));
    }
    const reason = typeof args[0] === 'string' ? args[0] : undefined;
    const headers = reason === undefined ? args[0] : args[1];
    const written = held;
    const heldLength = held.length;
    for (const [name, value] of pairsOf(headers)) {
      const lower = name.toLowerCase();
      let replaced = false;
      for (let i = 0; i < heldLength; i += 2) {
        if (written[i] === lower) {
          written[i + 1] = value;
          replaced = true;
          break;
        }
      }
      if (!replaced) written.push(name, value);
    }
    this.#held = undefined;
    this.#written = written;
    const flat = written as unknown as OutgoingHttpHeaders;
    return reason === undefined
      ? super.writeHead(statusCode, flat)
      : super.writeHead(statusCode, reason, flat);
  }

  /** The flat list (name, value, …) the head was written from, when it was written with held headers. */
  writtenHeaders(): readonly unknown[] | undefined {
    return this.#written;
  }

  /** The index of a written header's value, or -1. */
  #writtenIndex(name: string): number {
    const written = this.#written!;
    const lower = name.toLowerCase();
    for (let i = 0; i < written.length; i += 2)
      if ((written[i] as string).toLowerCase() === lower) return i + 1;
    return -1;
  }

  override getHeader(name: string) {
    if (this.#written === undefined) {
      this.release();
      return super.getHeader(name);
    }
    const index = this.#writtenIndex(name);
    return index < 0 ? undefined : (this.#written[index] as ReturnType<ServerResponse['getHeader']>);
  }

  override getHeaders(): OutgoingHttpHeaders {
    const written = this.#written;
    if (written === undefined) {
      this.release();
      return super.getHeaders();
    }
    const headers: OutgoingHttpHeaders = {};
    for (let i = 0; i < written.length; i += 2)
      headers[(written[i] as string).toLowerCase()] = written[
        i + 1
      ] as HeaderValue as OutgoingHttpHeaders[string];
    return headers;
  }

  override getHeaderNames(): string[] {
    if (this.#written === undefined) {
      this.release();
      return super.getHeaderNames();
    }
    return Object.keys(this.getHeaders());
  }

  override hasHeader(name: string): boolean {
    if (this.#written === undefined) {
      this.release();
      return super.hasHeader(name);
    }
    return this.#writtenIndex(name) >= 0;
  }

  override setHeader(name: string, value: HeaderValue): this {
    this.release();
    return super.setHeader(name, value);
  }

  override setHeaders(headers: Headers | Map<string, HeaderValue>): this {
    this.release();
    return super.setHeaders(headers);
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    this.release();
    return super.appendHeader(name, value);
  }

  override removeHeader(name: string): void {
    this.release();
    super.removeHeader(name);
  }
}

/**
 * Sets a header every answer of this response carries (its name lower-case): held until the head is
 * written on a HeldHeadersResponse, set at once on any other (Express's, a test's).
 */
export function holdHeader(res: ServerResponse, name: string, value: HeaderValue): void {
  if (res instanceof HeldHeadersResponse) res.hold(name, value);
  else res.setHeader(name, value);
}

/** Before a response may take another prototype (Express's router): its held headers go to Node's store. */
export function releaseHeldHeaders(res: ServerResponse): void {
  if (res instanceof HeldHeadersResponse) res.release();
}
