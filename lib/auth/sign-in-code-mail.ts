import type { Locale } from '@/lib/i18n/routing';
import type { LocalizedMailMessage } from '@/lib/mail';
import { escapeHtml } from '@/lib/mail/escape-html';

import { authTranslator } from './messages';

type SignInCodeMailOptions = { to: string; code: string; minutes: number; locale: Locale };

/** The mail carrying a one-time sign-in code, as HTML and plain text, in the reader's language. */
export function signInCodeMail({ to, code, minutes, locale }: SignInCodeMailOptions): LocalizedMailMessage {
  const t = authTranslator(locale);
  const lines = {
    intro: t('mail.signInCode.intro'),
    validity: t('mail.signInCode.validity', { minutes }),
    ignore: t('mail.signInCode.ignore'),
    signature: t('mail.signInCode.signature'),
  };
  const text = [lines.intro, '', code, '', lines.validity, lines.ignore, '', lines.signature].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
  <body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1c2321">
    <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <h1 style="margin:0 0 16px;font-size:20px;color:#0a5a2c">${escapeHtml(t('mail.signInCode.heading'))}</h1>
      <p style="margin:0 0 16px">${escapeHtml(lines.intro)}</p>
      <p style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:8px">${escapeHtml(code)}</p>
      <p style="margin:0 0 8px">${escapeHtml(lines.validity)}</p>
      <p style="margin:0 0 16px;color:#5b6461">${escapeHtml(lines.ignore)}</p>
      <p style="margin:0;color:#5b6461">${escapeHtml(lines.signature)}</p>
    </div>
  </body>
</html>
`;

  return { to, subject: t('mail.signInCode.subject'), html, text, locale };
}
