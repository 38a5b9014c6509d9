'use client';

/** Last-resort error page (the root layout itself failed): plain, in both languages (see next.config.mjs). */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>{process.env.GLOBAL_ERROR_TITLE}</h1>
        <button type="button" onClick={reset}>
          {process.env.GLOBAL_ERROR_RETRY}
        </button>
      </body>
    </html>
  );
}
