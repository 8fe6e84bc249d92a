import type { RecordedEvent } from './webhooks';

export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Minor units as people read them: 1500 gbp → £15.00. */
export const formatMoney = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount / 100,
  );

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1f36;background:#f6f8fa}
.banner{background:#fff4d6;border-bottom:1px solid #e8c766;color:#5c4400;padding:.6rem 1rem;text-align:center;font-weight:600}
main{max-width:34rem;margin:2rem auto;padding:0 1rem}
main.wide{max-width:72rem}
.card{background:#fff;border:1px solid #dde3ea;border-radius:10px;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.05)}
h1{font-size:1.35rem;margin:0 0 .25rem}
h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
.muted{color:#5f6b7a;font-size:.9rem}
label{display:block;font-weight:600;font-size:.9rem;margin:.9rem 0 .3rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #c4cdd6;border-radius:6px}
input:focus{outline:3px solid #9ec5fe;border-color:#3b82f6}
button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.row{display:flex;gap:.75rem}.row>div{flex:1;min-width:0}
button{font:inherit;font-weight:600;border:0;border-radius:6px;padding:.7rem 1rem;cursor:pointer;width:100%;margin-top:1.2rem}
.primary{background:#2f54eb;color:#fff}.danger{background:#fff;color:#b42318;border:1px solid #b42318}
.error{background:#fdecea;border:1px solid #f5c2c0;color:#8a1c14;border-radius:6px;padding:.6rem .8rem;margin:1rem 0}
.field-error{color:#8a1c14;font-size:.85rem;margin:.25rem 0 0}
.notice{background:#eef4ff;border:1px solid #c7d7fe;border-radius:6px;padding:.8rem 1rem;margin:1rem 0;font-size:.92rem}
.notice h2{margin-top:0}.notice ul{margin:.5rem 0 0;padding-left:1.2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}
td,th{border-bottom:1px solid #e3e8ee;padding:.4rem .5rem;text-align:left;vertical-align:top}
code{font-size:.88em;background:#f1f3f5;padding:.05rem .3rem;border-radius:4px}
td code{white-space:nowrap}
a{color:#2f54eb}
.cancel{display:block;text-align:center;margin-top:1rem}
`;

/** A page of the stand-in: always under a banner saying what it is, so nobody takes it for the provider. */
export const layout = (options: { title: string; banner: string; body: string; wide?: boolean }): string =>
  `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title><style>${STYLE}</style></head>
<body><header class="banner">${escapeHtml(options.banner)}</header>
<main${options.wide ? ' class="wide"' : ''}>${options.body}</main></body></html>`;

/** A labelled input, its error below it and tied to it for screen readers. */
export const field = (options: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  autocomplete?: string;
  inputmode?: string;
  placeholder?: string;
}): string => {
  const id = `field-${options.name}`;
  const described = options.error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${escapeHtml(options.label)}</label>
<input id="${id}" name="${options.name}" value="${escapeHtml(options.value ?? '')}"${
    options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''
  }${options.inputmode ? ` inputmode="${options.inputmode}"` : ''}${
    options.placeholder ? ` placeholder="${escapeHtml(options.placeholder)}"` : ''
  }${described}>${options.error ? `<p class="field-error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}`;
};

export interface ObjectRow {
  id: string;
  kind: string;
  status: string;
  detail: string;
  /** A hosted page still waiting for someone. */
  link?: string;
}

const deliverySummary = (event: RecordedEvent): string => {
  if (event.held) return 'held';
  const last = event.deliveries.at(-1);
  if (!last) return 'not sent (no webhook URL)';
  return `${last.status ?? last.error ?? 'sending'} (${event.deliveries.length} attempt${
    event.deliveries.length === 1 ? '' : 's'
  })`;
};

/** `GET /`: what the stand-in holds and sent, newest first, as the SMS stand-in lists its texts. */
export const indexPage = (events: RecordedEvent[], objects: ObjectRow[]): string =>
  layout({
    title: 'Payments stand-in (local)',
    banner: 'Local stand-in for Stripe and GoCardless: test data only, nothing here reaches a bank',
    wide: true,
    body: `<h1>Payments stand-in</h1>
<p class="muted">${events.length} event${events.length === 1 ? '' : 's'} emitted; <code>GET /_stand-in/events</code> has them as JSON.</p>
<h2>Objects</h2>
<table><thead><tr><th scope="col">Id</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Detail</th></tr></thead><tbody>
${[...objects]
  .reverse()
  .map(
    (row) =>
      `<tr><td><code>${escapeHtml(row.id)}</code></td><td>${escapeHtml(row.kind)}</td><td>${escapeHtml(row.status)}${
        row.link ? ` (<a href="${escapeHtml(row.link)}">open page</a>)` : ''
      }</td><td>${escapeHtml(row.detail)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
<h2>Events</h2>
<table><thead><tr><th scope="col">When</th><th scope="col">Provider</th><th scope="col">Type</th><th scope="col">Id</th><th scope="col">Delivery</th></tr></thead><tbody>
${[...events]
  .reverse()
  .map(
    (event) =>
      `<tr><td>${new Date(event.emittedAt).toISOString()}</td><td>${event.provider}</td><td>${escapeHtml(
        event.type,
      )}</td><td><code>${escapeHtml(event.id)}</code></td><td>${escapeHtml(deliverySummary(event))}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`,
  });
