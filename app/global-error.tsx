'use client';

/**
 * Shown only when a root layout itself fails, in place of it (Next's built-in one speaks English only): no
 * stylesheet or translation can be relied on, so it carries its few styles inline and says its words in both
 * languages. Every page loads it as the last error boundary, which is why it stays this small.
 */
export default function GlobalError() {
  return (
    <html lang="mn">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1f2937' }}>
        <main style={{ maxWidth: '32rem', margin: '0 auto', padding: '4rem 1.5rem', textAlign: 'center' }}>
          <title>Алдаа гарлаа | Something went wrong</title>
          <h1 style={{ fontSize: '1.5rem' }}>Алдаа гарлаа</h1>
          <p lang="en">Something went wrong.</p>
          <p style={{ display: 'flex', gap: '1rem', justifyContent: 'center' }}>
            <button type="button" onClick={() => window.location.reload()}>
              Дахин ачаалах <span lang="en">(Reload)</span>
            </button>
            {/* A full page load on purpose: the client router is part of what may have failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/mm">Нүүр хуудас</a>
          </p>
        </main>
      </body>
    </html>
  );
}
