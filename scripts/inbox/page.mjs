// The local inbox's page at GET /: the newest enquiries first, every value escaped.
import { asText } from './store.mjs';

const PAGE_SIZE = 200;

export function escapeHtml(value) {
  return asText(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

export function renderPage({ enquiries, unreadable }, file) {
  const older = Math.max(0, enquiries.length - PAGE_SIZE);
  const notes = [
    older && `${plural(older, 'older enquiry is', 'older enquiries are')} not shown (all are in the file).`,
    unreadable &&
      `${plural(unreadable, 'line', 'lines')} of the file could not be read and ${unreadable === 1 ? 'is' : 'are'} not shown.`,
  ]
    .filter(Boolean)
    .map((note) => `<p class="note">${escapeHtml(note)}</p>`)
    .join('\n');
  const cards = enquiries
    .slice(older)
    .reverse()
    .map((entry) => {
      const rows = Object.entries(entry.template_params ?? {})
        .map(([key, value]) => `<tr><th>${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`)
        .join('');
      const meta = `${escapeHtml(entry.receivedAt)} · ${escapeHtml(entry.via)} · service ${escapeHtml(entry.service_id)} · template ${escapeHtml(entry.template_id)}`;
      return `<article><p class="meta">${meta}</p><table>${rows}</table></article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${enquiries.length})</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f3f7f4;color:#112220}
main{max-width:48rem;margin:0 auto;padding:2rem 1rem}
h1{color:#0f3d3e;margin:0}.intro{color:#3d4f4b}
article{background:#fff;border-radius:1rem;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0002}
.meta{color:#3d4f4b;font-size:.875rem;margin:0 0 .5rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-top:1px solid #e3ece6;overflow-wrap:anywhere}
th{width:35%;color:#0f3d3e}.note{font-weight:600}
</style></head>
<body><main><h1>Local inbox</h1>
<p class="intro">${plural(enquiries.length, 'enquiry', 'enquiries')}, newest first, from <code>${escapeHtml(file)}</code>. Reload to see new ones. Nothing here is e-mailed: set the EmailJS ids to send for real.</p>
${notes}
${cards || '<p>No enquiries yet. Send one from the form on the home page.</p>'}
</main></body></html>`;
}
