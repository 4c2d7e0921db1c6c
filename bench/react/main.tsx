// The smallest React 19 page that renders the Google button: the benchmark's React baseline. Its click
// leaves for the OAuth start URL at once, as soon as React has rendered the button.
import { createRoot } from 'react-dom/client';
import '../button.css';

const OAUTH_START = '/v1/public/oauth/google/start?public_token=bench';

function GoogleButton() {
  return (
    <button className="google" type="button" onClick={() => location.assign(OAUTH_START)}>
      <svg viewBox="0 0 18 18" aria-hidden="true">
        <path
          fill="#4285f4"
          d="M17.6 9.2c0-.6-.1-1.2-.2-1.8H9v3.4h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5z"
        />
        <path
          fill="#34a853"
          d="M9 18c2.4 0 4.5-.8 5.9-2.2l-2.9-2.2c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H1v2.3A9 9 0 0 0 9 18z"
        />
        <path fill="#fbbc05" d="M4 10.8a5.4 5.4 0 0 1 0-3.5V5H1a9 9 0 0 0 0 8z" />
        <path fill="#ea4335" d="M9 3.6c1.3 0 2.5.5 3.4 1.3L15 2.4A9 9 0 0 0 1 5l3 2.3c.7-2.1 2.7-3.7 5-3.7z" />
      </svg>
      Continue with Google
    </button>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<GoogleButton />);
