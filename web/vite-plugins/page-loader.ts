/**
 * The one inline script of a pre-rendered page, last in its body. The page's markup and styles
 * are in the HTML, so the browser paints it as soon as it is parsed; the app's modules are
 * requested only after that first paint (at once in a tab that is or becomes hidden, which
 * paints nothing), so they never hold it up. Their addresses are in the script element's `data-modules`, the entry first.
 *
 * The content security policy allows this script by the hash of its text
 * (`PAGE_LOADER_SCRIPT_HASH`): the text is the same on every page, and a change to it needs a
 * new hash.
 */
export const PAGE_LOADER_SCRIPT = `((modules) => {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    modules.forEach((href, index) => {
      const element = document.createElement(index ? 'link' : 'script');
      if (index) {
        element.rel = 'modulepreload';
        element.href = href;
      } else {
        element.type = 'module';
        element.src = href;
      }
      document.head.append(element);
    });
  };
  if (document.hidden) load();
  else {
    requestAnimationFrame(() => setTimeout(load));
    // A tab hidden before its first frame paints nothing, and runs no frame until shown again.
    document.addEventListener('visibilitychange', load, { once: true });
  }
})(JSON.parse(document.currentScript.dataset.modules));`;
