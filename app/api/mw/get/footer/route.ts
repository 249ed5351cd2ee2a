import { listConferenceContacts } from '@/lib/conference/site/footer-queries';
import { publicJson } from '@/lib/http/respond';

// GET /api/mw/get/footer – the conference's phones, e-mails and links (footer info) { footer: [{ id, type, information }] }
export async function GET(): Promise<Response> {
  return publicJson({ footer: await listConferenceContacts() });
}
