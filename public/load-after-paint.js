// Loads a stored public page's scripts once the page has painted: cache-handler/defer-page-scripts.mjs links this
// file from the page's head as a deferred script (it runs once the document is parsed), with the scripts' names
// in data-chunks.
((loader) => {
  // On a network slow enough to take longer than this for the page's main image, the scripts stop waiting for it.
  const MAIN_IMAGE_WAIT_MS = 3000;
  // A tap made before the page came alive is repeated if it comes alive within this time.
  const REPEAT_WITHIN_MS = 20000;
  const names = (loader?.dataset.chunks ?? '').split(' ').filter(Boolean);
  let started = false;

  // Each script is added in a task of its own: starting a fetch costs a few milliseconds on a slow phone, and a
  // dozen in one task would block input.
  const load = () => {
    if (started) return;
    started = true;
    for (const name of names) {
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = `/_next/static/${name}.js`;
        document.head.append(script);
      });
    }
  };

  // React keeps an element's props on it once it has hydrated the element.
  const isAlive = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const whenAlive = (element, act, until) => {
    if (isAlive(element)) act();
    else if (Date.now() < until) requestAnimationFrame(() => whenAlive(element, act, until));
  };

  // A tap on a button before the page has come alive (a menu, a drawer, a tab) starts the scripts at once and is
  // repeated when React has taken the button over, so that it is not lost. React, already listening while it
  // hydrates, does not see the first one, which would otherwise count twice. Links work without scripts and are
  // left alone; a submit button's click becomes its form's submission, below.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button || isAlive(button)) return;
      event.stopImmediatePropagation();
      load();
      whenAlive(button, () => button.click(), Date.now() + REPEAT_WITHIN_MS);
    },
    true,
  );

  // A form that only scripts send (it has no action of its own) is not sent when submitted before the page has
  // come alive: the browser would send it to the page's own address with what was typed in its query, and reload
  // the page empty. The submission starts the scripts, and the person sends it again once the page is alive; it
  // is not repeated for them, because React, still hydrating the form, would let a repeat go the browser's way.
  // Forms with an action (search, server actions) work without scripts and go as they are.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || isAlive(form)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      load();
    },
    true,
  );

  // A page opened in a background tab paints nothing until it is shown: it loads at once, to be ready then.
  if (document.hidden) {
    load();

    return;
  }
  // The page's main images (fetched with high priority: a banner, a news cover) ready to paint, then the frame
  // that paints them.
  const mainImages = [...document.querySelectorAll('img[fetchpriority="high"]')].map((image) => image.decode().catch(() => {}));
  const longest = new Promise((resolve) => setTimeout(resolve, MAIN_IMAGE_WAIT_MS));
  Promise.race([Promise.all(mainImages), longest]).then(() => requestAnimationFrame(load));
})(document.currentScript);
