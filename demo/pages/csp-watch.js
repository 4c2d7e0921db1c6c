// Lists every Content-Security-Policy violation on the page (and logs it to the console), and
// shows who signed in once the widget reports success.
const violations = [];

document.addEventListener('securitypolicyviolation', (event) => {
  const text = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline content'}`;
  violations.push(text);
  console.error(`Content-Security-Policy violation: ${text}`);
  const list = document.getElementById('violations');
  const count = document.getElementById('violation-count');
  if (!list || !count) return;
  const item = document.createElement('li');
  item.textContent = text;
  list.append(item);
  count.textContent = `${violations.length} violation(s).`;
});

document.addEventListener('court-success', (event) => {
  const status = document.getElementById('status');
  const email = event.detail?.user?.emails?.[0]?.email;
  if (status) status.textContent = email ? `Signed in as ${email}.` : 'Signed in.';
});
