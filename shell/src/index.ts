// Entry chunk: nothing here may consume a shared module (React, MUI...) eagerly (federation RUNTIME-005).
// The remote the URL needs starts loading now, in parallel with the shell's own chunks.
import { disableZodJit } from './config/zod-jitless.ts';
import { startRemotes } from './remotes/start-remotes.ts';

disableZodJit();
const remotes = startRemotes(window.location.pathname);
void import('./bootstrap.tsx').then(({ mount }) => mount(remotes));
