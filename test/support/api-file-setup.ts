import { afterAll } from 'vitest';
import { removeMadeAdmins } from './users';

// Every API test file shares one stack: admins a file made do not outlive it.
afterAll(removeMadeAdmins);
