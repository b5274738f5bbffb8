import fc from 'fast-check';

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const BACKUP_TEXT = Buffer.from('-- vetrina backup\nSELECT 1;\n');
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

interface Part {
  field: string;
  filename?: string;
  type?: string;
  content: Uint8Array;
}

function encode(parts: Part[], boundary: string, closing = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
        'latin1',
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  if (closing) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export interface MultipartCase {
  mutation: string;
  contentType: string;
  body: Uint8Array;
}

/** A well-formed upload of the route's file field, or one of the broken ones of issue 14. */
export function multipartCase(field: string, file: 'image' | 'backup'): fc.Arbitrary<MultipartCase> {
  const content = file === 'image' ? TINY_PNG : BACKUP_TEXT;
  const name = file === 'image' ? 'foto.png' : 'vetrina-2026-01-01T00-00-00-000Z-manual.sql';
  const type = file === 'image' ? 'image/png' : 'application/sql';
  const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
  const good = (
    parts: Part[],
    mutation: string,
    closing = true,
    contentType = withBoundary,
  ): MultipartCase => ({
    mutation: `multipart: ${mutation}`,
    contentType,
    body: encode(parts, BOUNDARY, closing),
  });
  const valid: Part = { field, filename: name, type, content };
  return fc.oneof(
    fc.constant(good([valid], 'valid')),
    fc.constant(good([valid], 'no boundary', true, 'multipart/form-data')),
    fc.constant(good([valid], 'other boundary', true, 'multipart/form-data; boundary=another')),
    fc.constant(good([valid], 'unterminated part', false)),
    fc.constant({
      mutation: 'multipart: cut in the middle',
      contentType: withBoundary,
      body: encode([valid], BOUNDARY).subarray(0, 60),
    }),
    fc.constant(good([{ ...valid, filename: 'fo\u0000to.png' }], 'NUL in the file name')),
    fc.constant(good([{ ...valid, filename: '../../../etc/passwd' }], 'path in the file name')),
    fc.constant(good([{ ...valid, filename: '' }], 'empty file name')),
    fc.constant(good([{ ...valid, filename: `${'a'.repeat(5_000)}.png` }], 'very long file name')),
    fc.constant(good([{ ...valid, content: new Uint8Array() }], 'empty file')),
    fc.constant(good([{ ...valid, field: 'other' }], 'wrong field name')),
    fc.constant(good([valid, valid], 'the file twice')),
    fc.constant(good([{ field: 'note', content: Buffer.from('x') }], 'no file part')),
    fc.constant(
      good(
        [{ ...valid, type: 'image/png', content: Buffer.from('not a picture') }],
        'text claiming to be a PNG',
      ),
    ),
    fc.constant(
      good([{ ...valid, type: 'text/html', content: Buffer.from('<script>alert(1)</script>') }], 'HTML file'),
    ),
    fc.constant(
      good(
        Array.from({ length: 300 }, (_, i) => ({ field: `f${i}`, content: Buffer.from('x') })),
        '300 fields',
      ),
    ),
    fc.constant(good([{ ...valid, field: `ima\u0000ge` }], 'NUL in the field name')),
    fc
      .uint8Array({ minLength: 1, maxLength: 2_000 })
      .map((bytes) => ({ mutation: 'multipart: random bytes', contentType: withBoundary, body: bytes })),
    fc.constant({
      mutation: 'multipart: JSON body',
      contentType: 'application/json',
      body: Buffer.from('{"image":"x"}'),
    }),
  );
}
