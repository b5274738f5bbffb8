/** Leaves the document for `path` (replacing it in the history: Back never returns to the sign-in). */
export function goTo(path: string): void {
  window.location.replace(path);
}
