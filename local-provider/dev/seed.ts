// The test users of the settings exist in every fresh state: verified email, optional phone and password.
import type { ProviderCore } from '../provider-core.ts';
import { createUser, findUserByEmail, setSeedPassword } from '../domain/users.ts';

export function seedTestUsers(provider: ProviderCore): void {
  for (const seed of provider.settings.test_users) {
    if (findUserByEmail(provider.state, seed.email)) continue;
    const user = createUser(provider.state, seed, provider.now());
    for (const entry of user.profile.emails) entry.verified = true;
    for (const entry of user.profile.phone_numbers) entry.verified = true;
    if (seed.password) setSeedPassword(user, seed.password);
  }
}
