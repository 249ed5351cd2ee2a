import { registrationResponse } from '@/lib/directory/registration/respond';
import { submitConsultantRegistration } from '@/lib/directory/registration/writes';
import { clientAddressFrom } from '@/lib/http/client-address';
import { readJsonObject } from '@/lib/http/read-json';
import { requestLocale } from '@/lib/http/respond';
import { writeRoute } from '@/lib/write-guards/write-route';

// POST /api/yellow-page/insert/yellow-consultant?lang= – a consultant engineer's listing request (JSON: names,
// professions, phone, advice ranges, registrant), stored for staff review and acknowledged by mail
async function insertConsultant(request: Request): Promise<Response> {
  const locale = requestLocale(new URL(request.url).searchParams);
  const outcome = await submitConsultantRegistration({
    input: await readJsonObject(request),
    clientAddress: clientAddressFrom(request.headers),
    locale,
  });

  return registrationResponse(outcome, locale);
}

export const POST = writeRoute(['json'], insertConsultant);
