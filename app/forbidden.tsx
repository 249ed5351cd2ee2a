import { AccessDenied } from '@/components/layout/access-denied';

export default function Forbidden() {
  return <AccessDenied code={403} title="Хандах эрхгүй | Access denied" />;
}
