import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { arbitraryOf, fieldsOf } from './zod-arbitrary.ts';
import { badIds, badQueries, badValue } from './bad-values.ts';
import { paramTarget, type FuzzFixtures } from './fuzz-fixtures.ts';
import { multipartCase } from './multipart.ts';
import type { FuzzTarget } from './fuzz-targets.ts';
import type { FuzzRequest } from './fuzz-request.ts';

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

interface Piece<T> {
  value: T;
  mutation?: string;
}
interface BodyPiece {
  body?: Uint8Array;
  headers: Record<string, string>;
  declaredLength?: number;
  mutation?: string;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const jsonBody = (value: unknown) => utf8(JSON.stringify(value));

/** The path with each `:param` replaced: the route's own row, or (now and then) a broken id. */
function pathOf(target: FuzzTarget, fixtures: FuzzFixtures): fc.Arbitrary<Piece<string>> {
  const params = [...target.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (params.length === 0) return fc.constant({ value: target.path });
  return fc.tuple(...params.map(() => fc.nat(99))).chain((rolls) =>
    fc
      .tuple(...params.map((name) => fc.constantFrom(...badIds(paramTarget(target.path, name, fixtures)))))
      .map((bad) => {
        let mutation: string | undefined;
        let path = target.path;
        params.forEach((name, i) => {
          const own = String(paramTarget(target.path, name, fixtures));
          // Half the requests keep the route's own id, so that bodies reach the handler.
          const value = rolls[i]! < 50 ? encodeURIComponent(own) : bad[i]![1];
          if (rolls[i]! >= 50) mutation = `path :${name} ← ${bad[i]![0]}`;
          path = path.replace(`:${name}`, value);
        });
        return { value: path, mutation };
      }),
  );
}

/** A query string: none, one the route reads with generated values, or a broken one. */
function queryOf(target: FuzzTarget): fc.Arbitrary<Piece<string>> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ value: '' }) },
    {
      weight: 2,
      arbitrary: fc.subarray([...target.query, 'foo'], { minLength: 1 }).chain((keys) =>
        fc.tuple(...keys.map(() => fc.string({ unit: 'binary', maxLength: 30 }))).map((values) => ({
          value: `?${keys.map((key, i) => `${key}=${encodeURIComponent(values[i]!)}`).join('&')}`,
        })),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...badQueries).map(([name, query]) => ({
        value: `?${query}`,
        mutation: `query ← ${name}`,
      })),
    },
  );
}

const formOf = (value: unknown) =>
  utf8(
    new URLSearchParams(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, String(field)]),
    ).toString(),
  );

/** A valid object of the schema with one field broken, dropped, or an unknown field added. */
function jsonBodies(spec: Extract<FuzzTarget['body'], { kind: 'json' }>): fc.Arbitrary<BodyPiece> {
  const valid = arbitraryOf(spec.schema);
  const fields = fieldsOf(spec.schema);
  const asJson = (value: unknown, mutation?: string): BodyPiece => ({
    body: jsonBody(value),
    headers: { 'content-type': JSON_TYPE },
    mutation,
  });
  const fieldPick = fc.constantFrom(...(fields.length ? fields : ['value']));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => asJson(value)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(valid, fieldPick, badValue)
        .map(([value, field, [name, bad]]) =>
          asJson({ ...(value as object), [field]: bad }, `body: ${field} ← ${name}`),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fieldPick)
        .map(([value, field]) =>
          asJson({ ...(value as object), [field]: undefined }, `body: without ${field}`),
        ),
    },
    {
      weight: 1,
      arbitrary: valid.map((value) =>
        asJson({ ...(value as object), isAdmin: true, id: 1, extra: 'x' }, 'body: unknown fields'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => asJson(value, 'body: any JSON value')),
    },
    ...(spec.form
      ? [
          {
            weight: 2,
            arbitrary: fc.tuple(valid, fieldPick, badValue).map(([value, field, [name, bad]]) => ({
              body: formOf({ ...(value as object), [field]: bad }),
              headers: { 'content-type': FORM_TYPE },
              mutation: `form: ${field} ← ${name}`,
            })),
          },
        ]
      : []),
  );
}

/** Broken bytes, encodings and framing around a (valid) body: the transport-level half of issue 14. */
function rawBodies(valid: fc.Arbitrary<Uint8Array>): fc.Arbitrary<BodyPiece> {
  const raw = (
    body: Uint8Array,
    mutation: string,
    headers: Record<string, string> = { 'content-type': JSON_TYPE },
  ) => ({ body, headers, mutation }) as BodyPiece;
  return fc.oneof(
    fc
      .constantFrom<readonly [string, Uint8Array]>(
        [
          'invalid UTF-8 (overlong)',
          Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
        ],
        [
          'invalid UTF-8 (surrogate)',
          Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
        ],
        ['raw NUL inside a JSON string', utf8('{"name":"a\u0000b"}')],
        ['invalid JSON', utf8('{"name":')],
        ['JSON with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('{"name":"abc"}')])],
        ['duplicate keys', utf8('{"name":"abc","name":{"a":1}}')],
        ['not JSON', utf8('hello')],
        ['deep nesting', utf8('['.repeat(20_000) + ']'.repeat(20_000))],
        ['over 1 MB', utf8(`{"name":"${'x'.repeat(1_100_000)}"}`)],
        ['UTF-16 text', Buffer.from('{"name":"abc"}', 'utf16le')],
      )
      .map(([name, body]) => raw(body, `raw body: ${name}`)),
    fc
      .tuple(
        fc.constantFrom('br', 'gzip', 'deflate', 'x-gzip', 'compress', 'zstd', 'identity, gzip', 'bogus'),
        fc.uint8Array({ minLength: 0, maxLength: 300 }),
      )
      .map(([encoding, bytes]) =>
        raw(bytes, `Content-Encoding ${encoding} on garbage`, {
          'content-type': JSON_TYPE,
          'content-encoding': encoding,
        }),
      ),
    fc
      .tuple(fc.constantFrom('br', 'gzip', 'deflate'), valid)
      .map(([encoding, body]) =>
        raw(
          encoding === 'br'
            ? brotliCompressSync(body)
            : encoding === 'gzip'
              ? gzipSync(body)
              : deflateSync(body),
          `Content-Encoding ${encoding} on a valid body`,
          { 'content-type': JSON_TYPE, 'content-encoding': encoding },
        ),
      ),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/json; charset=nope-42',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/xml',
          'application/json\u0000',
          '',
          '*/*',
        ),
        valid,
      )
      .map(([type, body]) => raw(body, `Content-Type ${JSON.stringify(type)}`, { 'content-type': type })),
    fc.constant(
      raw(utf8('{"a":1}'), 'gzip with a Content-Type of form', {
        'content-type': FORM_TYPE,
        'content-encoding': 'gzip',
      }),
    ),
  );
}

/** A body that promises more bytes than it sends: the server must time it out, never wait forever. */
function shortBodies(valid: fc.Arbitrary<Uint8Array>): fc.Arbitrary<BodyPiece> {
  return fc.tuple(valid, fc.integer({ min: 1, max: 100_000 })).map(([body, extra]) => ({
    body,
    headers: { 'content-type': JSON_TYPE },
    declaredLength: body.length + extra,
    mutation: 'Content-Length longer than the body',
  }));
}

function bodyOf(target: FuzzTarget): fc.Arbitrary<BodyPiece> {
  const spec = target.body;
  if (spec?.kind === 'multipart') {
    return multipartCase(spec.field, spec.file).map((piece) => ({
      body: piece.body,
      headers: { 'content-type': piece.contentType },
      mutation: piece.mutation === 'multipart: valid' ? undefined : piece.mutation,
    }));
  }
  const structured = spec ? jsonBodies(spec) : fc.constant<BodyPiece>({ headers: {} });
  const valid = spec ? arbitraryOf(spec.schema).map(jsonBody) : fc.constant(utf8('{}'));
  const writes = !['GET', 'HEAD', 'DELETE'].includes(target.method);
  return fc.oneof(
    { weight: writes ? 10 : 12, arbitrary: structured },
    { weight: writes ? 4 : 1, arbitrary: rawBodies(valid) },
    { weight: 1, arbitrary: shortBodies(valid) },
  );
}

/** Unusual request headers that every route must survive. */
const oddHeaders = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Piece<Record<string, string>>>({ value: {} }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom<readonly [string, Record<string, string>]>(
        ['Accept of nothing usable', { accept: 'application/x-nothing' }],
        ['Accept-Encoding bogus', { 'accept-encoding': 'bogus;q=2, br;q=-1' }],
        ['Range', { range: 'bytes=99999999-' }],
        ['If-None-Match junk', { 'if-none-match': '"\u00ff"' }],
        ['Expect 100-continue', { expect: '100-continue' }],
        ['X-Forwarded-For junk', { 'x-forwarded-for': 'not-an-ip, \u00ff, ::ffff:999.1.1.1' }],
        ['Forwarded identity headers', { 'x-vetrina-user-id': '1', 'x-vetrina-user-admin': 'true' }],
        ['broken cookie', { cookie: 'vetrina_session=%E0%A4%A; a=\u00ff' }],
        ['Origin null', { origin: 'null' }],
      )
      .map(([name, value]) => ({ value, mutation: `header: ${name}` })),
  },
);

/** One generated request for one target: valid most of the time in all but one part, broken in that part. */
export function requestOf(target: FuzzTarget, fixtures: FuzzFixtures): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathOf(target, fixtures),
      query: queryOf(target),
      body: bodyOf(target),
      extra: oddHeaders,
    })
    .map(({ path, query, body, extra }) => {
      const mutations = [path.mutation, query.mutation, body.mutation, extra.mutation].filter(Boolean);
      return {
        method: target.method,
        path: path.value + query.value,
        headers: { ...body.headers, ...extra.value },
        body: body.body,
        declaredLength: body.declaredLength,
        signedIn: target.signedIn,
        route: `${target.method} ${target.path}`,
        mutation: mutations.length ? mutations.join(' + ') : 'valid',
      };
    });
}

/** Requests spread over every target; `weightOf` lets a run send fewer to rate-limited routes. */
export function requestsOf(
  targets: FuzzTarget[],
  fixtures: FuzzFixtures,
  weightOf: (target: FuzzTarget) => number = () => 10,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...targets.map((target) => ({ weight: weightOf(target), arbitrary: requestOf(target, fixtures) })),
  );
}
