// The testing kit's types, from Node code.
import { courtLoginTesting, latestMessage, startProvider, type SentMessage } from 'court-login/testing';

export async function newestCode(to: string): Promise<string | undefined> {
  const provider = await startProvider({ port: 0 });
  const message: SentMessage = await latestMessage(provider.url, to, { timeoutMs: 100 }).catch(() => ({
    channel: 'email',
    to,
  }));
  await provider.close();
  return message.code;
}
export const plugin: { name: string } = courtLoginTesting();
