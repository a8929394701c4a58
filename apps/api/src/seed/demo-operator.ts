import { Raw, type DataSource } from 'typeorm';
import type { UserType } from '@reformas/shared-types';
import { hashPassword } from '../auth/password';
import { Operator } from '../operators/operator.entity';
import { User } from '../users/user.entity';
import { newUsername } from '../users/usernames';
import demoAccounts from './demo-accounts.json';

/**
 * The demo's operator (the account of demo-accounts.json with a `totpSecret`): granted and already enrolled with
 * that fixed secret, which `npm start` prints for an authenticator app. A demo secret is public by design: only
 * SEED_DEMO databases get it. Idempotent on its own, so a demo folder seeded before operators existed gets it too.
 */
export async function seedDemoOperators(db: DataSource): Promise<void> {
  for (const account of demoAccounts) {
    if (!account.totpSecret) continue;
    const { totpSecret } = account;
    const exists = await db.getRepository(User).exists({
      where: { email: Raw((column) => `lower(${column}) = lower(:email)`, { email: account.email }) },
    });
    if (exists) continue;
    const password = await hashPassword(account.password);
    await db.transaction(async (tx) => {
      const result = await tx.insert(User, {
        username: newUsername(account.name),
        password,
        name: account.name,
        email: account.email,
        phone: null,
        userType: account.userType as UserType,
        emailVerifiedAt: new Date(),
      });
      const userId = (result.identifiers[0] as { id: number }).id;
      await tx.insert(Operator, { userId, totpSecret, totpEnrolledAt: new Date() });
    });
  }
}
