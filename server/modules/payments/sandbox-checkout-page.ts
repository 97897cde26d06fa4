// The sandbox gateway's pages, rendered on the server as plain HTML: the checkout (who is paid,
// how much, which order, Approve / Decline) and the notices (expired, invalid link, refused). No
// script: the buttons submit a form. Sized for a phone first; every value is escaped.
import { groupThousands } from '../../../src/domain/grouped-digits';
import { escapeHtml } from './html-escape';
import type { CheckoutTerms } from './sandbox-gateway';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef0f5;color:#1c1f2a;line-height:1.45}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:#4a2fb0;background:#e6e0fb;border-radius:999px;padding:4px 10px}
.card{background:#fff;border-radius:16px;padding:24px 20px;margin-top:16px;box-shadow:0 1px 3px rgba(20,20,40,.12)}
h1{font-size:18px;margin:12px 0 4px}
.amount{font-size:34px;font-weight:700;margin:8px 0 16px;word-break:break-all}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px}
dt{color:#5a5f70}
dd{margin:0;text-align:right;word-break:break-all;font-variant-numeric:tabular-nums}
.actions{display:grid;gap:12px;margin-top:24px}
button,.link{display:block;width:100%;min-height:48px;border-radius:12px;font-size:16px;font-weight:600;border:0;cursor:pointer;text-align:center;text-decoration:none;padding:13px 16px}
.approve{background:#1b7f3b;color:#fff}
.decline{background:#fff;color:#a3161c;border:2px solid #a3161c}
.link{background:#4a2fb0;color:#fff}
.note{font-size:13px;color:#5a5f70;margin-top:16px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><span class="badge">Sandbox payment</span>${body}</main></body>
</html>`;
}

/** Minutes left, for the payer (the page is not a clock; the order's end time is what counts). */
function minutesLeft(endTime: number, now: Date): number {
  return Math.max(0, Math.ceil((endTime - now.getTime()) / 60_000));
}

export function checkoutPage(terms: CheckoutTerms, signature: string, decisionPath: string, now: Date): string {
  const hidden = Object.entries({ ...terms, sig: signature })
    .filter(([key]) => key !== 'orderNo')
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const bankRow = terms.bank ? `<dt>Bank</dt><dd>${escapeHtml(terms.bank)}</dd>` : '';
  return page(
    `Pay ${terms.currency} ${groupThousands(terms.amount)} to ${terms.merchant}`,
    `<section class="card" aria-labelledby="pay-title">
<h1 id="pay-title">Pay ${escapeHtml(terms.merchant)}</h1>
<p class="amount">${escapeHtml(terms.currency)} ${escapeHtml(groupThousands(terms.amount))}</p>
<dl>
<dt>Merchant</dt><dd>${escapeHtml(terms.merchant)}</dd>
<dt>Order</dt><dd>${escapeHtml(terms.orderNo)}</dd>
${bankRow}
<dt>Time left</dt><dd>${minutesLeft(Number(terms.endTime), now)} min</dd>
</dl>
<form method="post" action="${escapeHtml(decisionPath)}" class="actions">
${hidden}
<button class="approve" type="submit" name="decision" value="approve">Approve payment</button>
<button class="decline" type="submit" name="decision" value="decline">Decline</button>
</form>
<p class="note">This is the platform's sandbox gateway: no real money moves. Approving sends the merchant a signed payment notification, as a real gateway would.</p>
</section>`,
  );
}

export function noticePage(title: string, message: string, returnUrl: string | null): string {
  const back = returnUrl ? `<div class="actions"><a class="link" href="${escapeHtml(returnUrl)}">Back to the merchant</a></div>` : '';
  return page(title, `<section class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${back}</section>`);
}
