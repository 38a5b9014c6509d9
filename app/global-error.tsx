'use client';

/** Last-resort error page (the root layout itself failed): plain, in both languages. */
export default function GlobalError({ reset }: { reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>Something went wrong · 出错了</h1>
        <button type="button" onClick={reset}>
          Try again · 重试
        </button>
      </body>
    </html>
  );
}
