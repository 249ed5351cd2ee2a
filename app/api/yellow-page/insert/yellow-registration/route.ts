import { LOGO_MAX_BYTES, REGISTRATION_MAX_BODY_BYTES } from '@/lib/directory/registration/limits';
import { registrationResponse } from '@/lib/directory/registration/respond';
import { submitCompanyRegistration } from '@/lib/directory/registration/writes';
import { clientAddressFrom } from '@/lib/http/client-address';
import { jsonError } from '@/lib/http/json-response';
import { readMultipartForm } from '@/lib/http/read-multipart';
import { apiTranslator, requestLocale } from '@/lib/http/respond';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/insert/yellow-registration?lang= – a company's listing request (multipart: categories as
// JSON text, emails/phones/faxes/websites joined as text, image the JPEG or PNG logo), stored for staff review and
// acknowledged by mail; messages in the language of `lang` (Mongolian by default)
async function insertCompany(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);
  // An announced oversize body is refused before a byte of it is read, a logo streamed beyond its limit on the way.
  const read =
    Number(request.headers.get('content-length') ?? '0') > REGISTRATION_MAX_BODY_BYTES
      ? ({ status: 'fileOverLimit', field: 'image' } as const)
      : await readMultipartForm(request, { image: LOGO_MAX_BYTES });
  if (read.status === 'fileOverLimit') {
    const t = await apiTranslator(locale);

    return jsonError(413, t('directory-register.form.errors.logoTooLarge'));
  }
  // A body that is no multipart form reads as an empty one: every required field is then named (400), no 500.
  const formData = read.status === 'read' ? read.form : new FormData();
  const outcome = await submitCompanyRegistration({
    formData,
    clientAddress: clientAddressFrom(request.headers),
    locale,
  });

  return registrationResponse(outcome, locale);
}

export const POST = writeRoute(['multipart'], insertCompany);
