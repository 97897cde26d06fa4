// Smoke test: the server under test is up and answers its health check (API only, no page).
import { expect, test } from './fixtures';

test('the server answers /health', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
});
