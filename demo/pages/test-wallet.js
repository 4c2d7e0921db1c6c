// A test wallet injected into the demo page the way browser wallets are: an EIP-1193 provider at
// window.ethereum, announced by EIP-6963. Every request waits for Approve or Reject in the panel on
// the page; signatures come from this demo server's key (real secp256k1, personal_sign).
const panel = document.getElementById('test-wallet');
const prompt = panel.querySelector('[data-prompt]');
const detailBox = panel.querySelector('[data-detail]');
const approve = panel.querySelector('[data-approve]');
const reject = panel.querySelector('[data-reject]');
const status = panel.querySelector('[data-status]');
let connected = false;

const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** Shows a request in the panel and resolves true on Approve, false on Reject. */
function ask(question, detail) {
  prompt.textContent = question;
  detailBox.textContent = detail ?? '';
  detailBox.hidden = !detail;
  approve.disabled = false;
  reject.disabled = false;
  panel.dataset.waiting = 'true';
  return new Promise((resolve) => {
    const done = (answer) => {
      approve.removeEventListener('click', yes);
      reject.removeEventListener('click', no);
      approve.disabled = true;
      reject.disabled = true;
      delete panel.dataset.waiting;
      prompt.textContent = answer ? 'Approved.' : 'Rejected.';
      resolve(answer);
    };
    const yes = () => done(true);
    const no = () => done(false);
    approve.addEventListener('click', yes);
    reject.addEventListener('click', no);
  });
}

function hexToText(hex) {
  const bytes = new Uint8Array((hex.slice(2).match(/../g) ?? []).map((pair) => parseInt(pair, 16)));
  return new TextDecoder().decode(bytes);
}

async function call(path, body) {
  const response = await fetch(
    path,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!response.ok) throw new Error(`The test wallet's server answered ${response.status}`);
  return response.json();
}

const { address } = await call('/_test-wallet/account');
status.textContent = `Account ${address}`;

const provider = {
  isCourtTestWallet: true,
  async request({ method, params = [] }) {
    switch (method) {
      case 'eth_requestAccounts':
        if (!connected && !(await ask('This page asks to connect to your test wallet.'))) throw rejected();
        connected = true;
        return [address];
      case 'eth_accounts':
        return connected ? [address] : [];
      case 'eth_chainId':
        return '0x1';
      case 'personal_sign': {
        const [message, signer] = params;
        if (!connected || String(signer).toLowerCase() !== address.toLowerCase())
          throw Object.assign(new Error('Unknown account'), { code: 4100 });
        if (!(await ask('This page asks you to sign a message:', hexToText(message)))) throw rejected();
        return (await call('/_test-wallet/sign', { message })).signature;
      }
      default:
        throw Object.assign(new Error(`The test wallet does not support ${method}`), { code: 4200 });
    }
  },
};

const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#0c5a56"/><circle cx="12" cy="12" r="6" fill="none" stroke="#fff" stroke-width="2"/><path d="M6 12h12" stroke="#fff" stroke-width="2"/></svg>')}`;
const info = Object.freeze({
  uuid: crypto.randomUUID(),
  name: 'Court test wallet',
  icon,
  rdns: 'local.court-login.test-wallet',
});
const announce = () =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
window.ethereum = provider;
window.addEventListener('eip6963:requestProvider', announce);
announce();
