// The local provider the test runner starts for browser tests: its address, its public token and
// its fault switches.
import { executeServerCommand } from '@web/test-runner-commands';

export const PUBLIC_TOKEN = 'public-token-test-court-login-local';

export async function providerUrl(): Promise<string> {
  return (await executeServerCommand('provider-url')) as string;
}

/** Makes the next matching provider requests fail, hang or drop (the provider's fault switches). */
export async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${await providerUrl()}/_dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`The fault was refused: ${await response.text()}`);
}
