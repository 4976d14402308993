import { insertAdmin, insertCustomer } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

/** An admin and a customer, each with a signed-in caller: what every admin-desk API test starts from. */
export async function signedInDesk({ client, db }: TestApp) {
  const admin = await insertAdmin(db, 'desk@example.com', 'admin-password');
  const customer = await insertCustomer(db, 'ada@example.com', 'customer-password');
  const desk = client();
  await desk.post('/api/auth/admin/sign-in', { email: admin.email, passwordHash: admin.passwordHash });
  const customerCaller = client();
  await customerCaller.post('/api/auth/sign-in', {
    email: customer.email,
    passwordHash: customer.passwordHash,
  });
  return { admin, customer, desk, customerCaller };
}
