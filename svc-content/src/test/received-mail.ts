export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQp(body);
  return body;
}

/** Just enough MIME reading for the tests: headers, and the text and HTML parts of the mail. */
export function readMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const part = splitPart(section.replace(/^\r?\n/, ''));
    const type = (part.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim();
    parts[type] = decodeBody(part.headers, part.body).replace(/\r\n/g, '\n').trim();
  }
  return {
    envelope,
    headers,
    subject: headers.subject ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
    raw,
  };
}
