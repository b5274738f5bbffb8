// A build's precache list as a script the service worker imports (importScripts): Workbox's InjectManifest
// (compileSrc: false) writes the build's files in place of the marker; each imported list adds itself.
self.__PRECACHE_LISTS = (self.__PRECACHE_LISTS || []).concat([self.__WB_MANIFEST]);
