import { strongPasswordSchema } from '@app/contracts';
import { oneTimeAdminPassword } from './bootstrap-admin.service';

describe(oneTimeAdminPassword.name, () => {
  it('is random and passes the combined screen password rules', () => {
    const password = oneTimeAdminPassword();
    expect(password).not.toBe(oneTimeAdminPassword());
    expect(strongPasswordSchema.safeParse(password).success).toBe(true);
  });
});
