/** One request of the fuzzer, exactly as it goes on the wire (the path already percent-encoded or not). */
export interface FuzzRequest {
  method: string;
  /** Path and query as sent, e.g. `/api/products/0x1?q=%00`. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** A Content-Length that promises more than the body holds (the server must time the request out). */
  declaredLength?: number;
  /** Sent with the signed-in session (admin routes, so that the request reaches the handler). */
  signedIn: boolean;
  /** Route pattern, e.g. `PUT /api/admin/products/:id`: groups findings by route. */
  route: string;
  /** What was done to the request, e.g. `body: field name ← NUL`: groups findings by cause. */
  mutation: string;
}

/** What came back: a status, or no answer at all. */
export type FuzzOutcome =
  | { kind: 'status'; status: number; ms: number }
  | { kind: 'closed'; ms: number; detail: string }
  | { kind: 'hang'; ms: number };
