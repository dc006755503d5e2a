// Makes one number format in the locales it is sent. A browser's number data (ICU's, tens of
// milliseconds to load on a slow phone) is loaded once for the whole page's process, whichever
// thread asks first: asked here, the page's first figure on the main thread finds it loaded.
self.onmessage = (event: MessageEvent<string[]>) => {
  try {
    new Intl.NumberFormat(event.data).format(0);
  } finally {
    self.postMessage(null);
  }
};
