import { signInWithMailedCode, STAFF, type StaffRole } from '../fixtures/admin-session';
import { test as setup } from '../fixtures/test';

// One sign-in per role for the whole suite; journeys reuse the cookies with test.use({ storageState }).
for (const role of Object.keys(STAFF) as StaffRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signInWithMailedCode(page, STAFF[role].email);
    await page.context().storageState({ path: STAFF[role].storageState });
  });
}
