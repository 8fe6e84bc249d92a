/** One text the stand-in took (local/emulators/sms.ts). */
export interface SentText {
  messageId: string;
  to: string;
  from?: string;
  configurationSet?: string;
  messageType?: string;
  body: string;
  /** Epoch milliseconds. */
  at: number;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The stand-in's page: every text, newest first, and the numbers on its opt-out list. */
export const textsPage = (texts: SentText[], optedOut: Set<string>) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Texts sent (local)</title>
<style>body{font:15px system-ui;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Texts sent by the local stack</h1>
<p>${texts.length} text${texts.length === 1 ? '' : 's'}, newest first. Opted out: ${
  [...optedOut].map(escapeHtml).join(', ') || 'none'
}.</p>
<table><thead><tr><th scope="col">When</th><th scope="col">To</th><th scope="col">From</th><th scope="col">Text</th><th scope="col">Characters</th></tr></thead><tbody>
${[...texts]
  .reverse()
  .map(
    (text) =>
      `<tr><td>${new Date(text.at).toISOString()}</td><td>${escapeHtml(text.to)}</td><td>${escapeHtml(
        text.from ?? '',
      )}</td><td>${escapeHtml(text.body)}</td><td>${text.body.length}</td></tr>`,
  )
  .join('\n')}
</tbody></table></body></html>`;
