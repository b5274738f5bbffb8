// Entry chunk: nothing here may consume a shared module (React, MUI...) eagerly (federation RUNTIME-005).
// The remote the URL needs starts loading in parallel with the shell's own chunks: at once on a page the
// browser must render, after the page's main picture on one the server rendered.
import { afterMainPicture } from './boot/after-main-picture.ts';
import { recordEarlyClicks } from './boot/early-clicks.ts';
import { loadAppInStages } from './boot/load-app-in-stages.ts';
import { disableZodJit } from './config/zod-jitless.ts';
import { startRemotes } from './remotes/start-remotes.ts';
import { isServerRendered } from './ssr/is-server-rendered.ts';

disableZodJit();
const serverRendered = isServerRendered(document.getElementById('root'));
if (serverRendered) recordEarlyClicks();
void (serverRendered ? afterMainPicture() : Promise.resolve()).then(() => {
  const remotes = startRemotes(window.location.pathname);
  return loadAppInStages().then(({ mount }) => mount(remotes));
});
