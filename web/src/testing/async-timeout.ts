/**
 * Set up before every unit test file. In page tests (jsdom), findBy* queries and waitFor give up
 * after 10 s instead of 1 s: the first visit to a lazy screen imports its code, which takes well
 * under a second on an idle machine and several when other processes keep both cores busy. A
 * passing test waits only as long as the page needs; the limit only decides when a failing one
 * stops.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
