// The app's module-level state goes back to how a fresh import finds it when a test file ends, so
// that with test files sharing a worker's module graph one file's leftovers never reach the next:
// what machines and tests stored on the device (one in-memory storage in Node), and the API
// client a file configured with its own fetch, token and language.
import { afterAll } from 'vitest';
import { configureApi } from '../src/services/api-config';
import { STORAGE_KEYS, storage } from '../src/services/storage';

afterAll(() => {
  for (const key of STORAGE_KEYS) storage.remove(key);
  configureApi({});
});
