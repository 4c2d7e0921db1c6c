// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { createProvider } from '../../local-provider/http/app.ts';
import { basic } from './helpers.ts';

describe('duck-typed requests', () => {
  it('answers a happy-dom Request', async () => {
    const window = new Window({ url: 'http://localhost:5173/' });
    const provider = createProvider();
    const token = provider.settings.public_token;
    const request = new window.Request('http://localhost:8788/sdk/v1/users/search', {
      method: 'POST',
      headers: {
        Authorization: basic(token, token),
        'Content-Type': 'application/json',
        Origin: 'http://localhost:5173',
      },
      body: JSON.stringify({ email: 'rally@court-login.local' }),
    });
    const response = await provider.fetch(request);
    expect(response.status).toBe(200);
    expect((await response.json()).data.userType).toBe('password');
    await window.happyDOM.close();
  });
});
