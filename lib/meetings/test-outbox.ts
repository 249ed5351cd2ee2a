import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { parseMail } from '@/tests/fixtures/outbox';

/** A mail of the outbox with its calendar: the `invite.ics` file and the METHOD of its text/calendar part. */
export type OutboxMail = { to: string; subject: string; text: string; html: string; raw: string; method: string | null; calendar: string | null };

/** The `invite.ics` attachment of a raw message, decoded (nodemailer writes it in base64), or null. */
function attachedCalendar(raw: string): string | null {
  const body = /filename=invite\.ics\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1];

  return body === undefined ? null : Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The HTML part of a raw message, decoded (nodemailer writes it quoted-printable or 7bit), or ''. */
function htmlPart(raw: string): string {
  const match = /Content-Type: text\/html; charset=utf-8\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n----_/.exec(raw);
  if (!match) return '';
  const [, encoding, body = ''] = match;
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }

  return Buffer.from(bytes).toString('utf8');
}

/** Every mail in `dataDir`'s outbox, oldest first, with its calendar attachment and its METHOD. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();

  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(outbox, name), 'utf8');
      const mail = parseMail(raw);

      return {
        to: mail.headers.get('to') ?? '',
        subject: mail.subject,
        text: mail.text,
        html: htmlPart(raw),
        raw,
        method: /Content-Type: text\/calendar; charset=utf-8; method=(\w+)/.exec(raw)?.[1] ?? null,
        calendar: attachedCalendar(raw),
      };
    }),
  );
}
