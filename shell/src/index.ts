// Entry chunk: nothing here may consume a shared module (React, MUI...) eagerly (federation RUNTIME-005).
// The shell renders the admin (public pages are the storefront's server-rendered documents); the remote the
// URL needs starts loading in parallel with the shell's own chunks.
import { loadAppInStages } from './boot/load-app-in-stages.ts';
import { disableZodJit } from './config/zod-jitless.ts';
import { startRemotes } from './remotes/start-remotes.ts';

disableZodJit();
const remotes = startRemotes(window.location.pathname);
void loadAppInStages().then(({ mount }) => mount(remotes));
