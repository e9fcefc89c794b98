// The ObjectId tool's behaviour in the browser: times in the browser's time zone, the copy-all
// button, and a form that leaves its empty fields out of the URL.
'use strict';

/** 2012-10-17 23:13:27 +02:00 (Europe/Berlin): the instant in this browser's time zone. */
function inBrowserTimeZone(iso) {
  const date = new Date(iso);
  const pad = (value) => String(value).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const minutes = Math.abs(offset);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} `
    + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())} `
    + `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)} (${zone})`;
}

for (const cell of document.querySelectorAll('[data-utc]')) {
  cell.textContent = inBrowserTimeZone(cell.dataset.utc);
}

const copyAll = document.getElementById('copy-all');
if (copyAll) {
  const status = document.getElementById('copy-status');
  copyAll.addEventListener('click', async () => {
    const ids = [...document.querySelectorAll('#ids .id')].map((id) => id.textContent);
    const text = ids.join('\n') + '\n';
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = `Copied ${ids.length} ${ids.length === 1 ? 'id' : 'ids'} to the clipboard.`;
    } catch (error) {
      status.textContent = `Could not copy: ${error.message}. Select the ids and copy them by hand.`;
    }
  });
}

const form = document.getElementById('tool');
form.addEventListener('submit', () => {
  // A link with only the fields that were filled in: /?n=2&time=1700000000, not ...&random=&...
  for (const field of form.querySelectorAll('input, textarea')) {
    if (field.value === '') {
      field.disabled = true;
    }
  }
});
// Coming back with the browser's back button shows the page as it was left: fields enabled.
window.addEventListener('pageshow', () => {
  for (const field of form.querySelectorAll('input, textarea')) {
    field.disabled = false;
  }
});
