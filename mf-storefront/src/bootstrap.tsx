// The storefront is mounted by the shell through `./routes`; opening the remote on its own shows a notice.
const root = document.getElementById('root');
if (root) {
  root.textContent = 'mf_storefront: questo modulo viene caricato dalla shell (porta 3000 / gateway 8080).';
}
export {};
