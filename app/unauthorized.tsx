import { AccessDenied } from '@/components/layout/access-denied';

export default function Unauthorized() {
  return <AccessDenied code={401} title="Нэвтрэх шаардлагатай | Sign-in required" />;
}
