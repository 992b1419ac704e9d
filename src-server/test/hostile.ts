import fc from 'fast-check';

// Hostile values for the property tests (issue 8): what has broken servers before, mixed with
// whatever fast-check makes up. Every generator here shrinks, so a failure is reported small.

/** Strings: NUL and control characters, lone surrogates, non-UTF-8 escapes, injections, length. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u0007\u001b[31m',
    '\r\n\r\n',
    '%00',
    '%',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '9'.repeat(400),
    'x'.repeat(70_000),
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '__proto__',
    'constructor',
  ),
);

/** Numbers no column takes: huge, negative, fractional, past the safe integers, not finite. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER + 2,
    -1,
    0,
    -0,
    1.5,
    1e308,
    -1e308,
    2 ** 31,
    -(2 ** 63),
    Number.MIN_VALUE,
  ),
);

/** Field names the procedures and adapters read, so values reach the schemas' every branch. */
const fieldName = fc.constantFrom(
  'id',
  'idProduk',
  'nama_produk',
  'harga',
  'diskon',
  'kategori',
  'deskripsi',
  'warna',
  'ukuran',
  'stok',
  'sumber',
  'link',
  'email',
  'username',
  'password',
  'pertanyaan',
  'jawaban',
  'search',
  'query',
  'limit',
  'cursor',
  'page',
  'pageSize',
  'sort',
  'filter',
  'file',
  '__proto__',
);

/** Any JSON-ish input: random values, or objects with the right keys and wrong values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 5,
    arbitrary: fc.dictionary(
      fieldName,
      fc.oneof(hostileString, hostileNumber, fc.anything({ maxDepth: 2 })),
    ),
  },
);

/** Arrays inside arrays `depth` times. */
export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A URL path segment: a hostile string percent-encoded, or escapes that decode to nothing valid. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map(
    (s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).slice(0, 2_000) || 'x',
  ),
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%FF',
    '%25',
    '%2F',
    '..%2F..%2Fetc',
    '99999999999999999999',
    '-1',
    '1.5',
    '0',
    '1',
  ),
);

/** A query string: the names the adapters and pages read, each with a hostile value. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(fc.oneof(fieldName, fc.constant('input'), fc.constant('batch')), hostileSegment),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));

export interface HostileBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

/** A form's fields: an object's entries as text (a form has no null), else one field `v`. */
function formFields(value: unknown): [string, string][] {
  const object = typeof value === 'object' && value !== null ? value : { v: value };
  return Object.entries(object)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
}

/**
 * Long, like a browser's: undici (which reads tRPC's multipart) refuses a body whose values
 * contain the boundary anywhere, which real clients avoid by choosing one that does not occur.
 */
const BOUNDARY = '----etalase7MA4YWxkTrZu0gW';

const part = (headers: string, value: string | Buffer, boundary = BOUNDARY) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.from(value),
    Buffer.from('\r\n'),
  ]);

/** A well-formed multipart body, with `file` as the upload when given. */
function multipartOf(fields: [string, string][], file: Buffer | undefined): Buffer {
  return Buffer.concat([
    ...fields.map(([k, v]) => part(`Content-Disposition: form-data; name="${k}"`, v)),
    ...(file
      ? [
          part(
            'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
            file,
          ),
        ]
      : []),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * Bodies of every kind a client can send: `values` as JSON, as a form and as multipart (with one
 * of `files` as the upload, or none), broken multipart, wrong content types, raw bytes.
 */
export function hostileBody(
  values: fc.Arbitrary<unknown>,
  files: Buffer[] = [],
): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: values.map((value) => ({
        contentType: 'application/json',
        payload: value === undefined ? 'null' : JSON.stringify(value),
      })),
    },
    {
      weight: 2,
      arbitrary: values.map((value) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(formFields(value)).toString(),
      })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(values, fc.option(fc.constantFrom(...files, Buffer.from('bukan gambar'))))
        .map(([value, file]) => ({
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          payload: multipartOf(formFields(value), file ?? undefined),
        })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'multipart/form-data; boundary=b',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=zz',
        ),
        // An unfinished part, a file part without its end, or noise.
        payload: fc.oneof(
          hostileString.map((s) =>
            part('Content-Disposition: form-data; name="nama_produk"', s, 'b').subarray(0, -2),
          ),
          hostileString.map((s) =>
            part('Content-Disposition: form-data; name="file"; filename="a.png"', s, 'b').subarray(
              0,
              -2,
            ),
          ),
          hostileString,
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.oneof(
          fc.constantFrom(
            undefined,
            'text/plain',
            'text/csv',
            'application/xml',
            'application/octet-stream',
            'application/json; charset=latin1',
            'application/x-www-form-urlencoded; charset=utf-16',
            'image/png',
            '*/*',
            ';;;',
          ),
          fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        ),
        payload: fc.oneof(
          hostileString,
          fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
        ),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { contentType: 'application/json', payload: deepJson(10_000) },
        { contentType: 'application/json', payload: `{"id":${'9'.repeat(5_000)}}` },
        { contentType: 'application/json', payload: '{"harga":1e999999,"idProduk":-1e999}' },
        { contentType: 'application/json', payload: '{"nama_produk":"\\ud800"}' },
        { contentType: 'application/json', payload: '{"a":' },
        { contentType: 'application/json', payload: '' },
        { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
      ),
    },
  );
}

/**
 * What an answer must never show: a stack trace, a file path, SQL or an error's English
 * internals. Answers echo what was stored, so none of this may come from the values above.
 */
export const leak =
  /\bat [\w.<>]+ \(|node_modules|src-server|\.tsx?:\d+|\b(Type|Range|Reference|Syntax)Error\b|Error:|syntax error at|relation "|violates|duplicate key|invalid input syntax|Unexpected token|Cannot read prop|is not valid JSON|"stack"/;
