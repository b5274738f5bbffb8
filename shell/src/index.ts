// Entry chunk: nothing here may consume a shared module (React, MUI...) eagerly (federation RUNTIME-005).
// The remote the URL needs starts loading now, in parallel with the shell's own chunks.
import { loadAppInStages } from './boot/load-app-in-stages.ts';
import { disableZodJit } from './config/zod-jitless.ts';
import { startRemotes } from './remotes/start-remotes.ts';

disableZodJit();
const remotes = startRemotes(window.location.pathname);
void loadAppInStages().then(({ mount }) => mount(remotes));
