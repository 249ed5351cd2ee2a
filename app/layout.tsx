import type { ReactNode } from 'react';

// Each area ([locale] public sites, the admin back-office) renders its own <html>; this root only passes through
// so that app/not-found.tsx can answer paths outside every area.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
