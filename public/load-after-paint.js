// Loads a stored public page's scripts once the page has painted: cache-handler/defer-page-scripts.mjs links this
// file from the page's head as a deferred script (it runs once the document is parsed), with the scripts' names
// in data-chunks.
((loader) => {
  // On a network slow enough to take longer than this for the page's main image, the scripts stop waiting for it.
  const MAIN_IMAGE_WAIT_MS = 3000;
  // What a person did before the page came alive (a tap, a submission, text typed) is acted on if the page comes
  // alive within this time.
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

  // The app marks the document once React has committed the page's hydration (components/layout/hydration-mark.tsx).
  // Before that, even an element React has already reached may lose an event: its hydration is not done until
  // the whole page's is (a script still on its way holds it back), and React then drops what it cannot deliver.
  const isAlive = () => document.documentElement.hasAttribute('data-hydrated');
  // Whether an event dispatched now reaches its element: React stops, on its way down, an event on a part of the
  // page it has not yet finished hydrating.
  const reaches = (element, type, dispatch) => {
    let reached = false;
    const mark = () => {
      reached = true;
    };
    element.addEventListener(type, mark, { once: true });
    dispatch();
    element.removeEventListener(type, mark);

    return reached;
  };
  // Dispatches an event again each frame once the page is alive, until it reaches its element.
  const repeatWhenAlive = (element, type, dispatch, until) => {
    if (isAlive() && reaches(element, type, dispatch)) return;
    if (Date.now() < until) requestAnimationFrame(() => repeatWhenAlive(element, type, dispatch, until));
  };

  // A tap on a button before the page has come alive (a menu, a drawer, a tab) starts the scripts at once and is
  // repeated when the page is alive, so that it is not lost. React, already listening while it
  // hydrates, does not see the first one, which would otherwise count twice. Links work without scripts and are
  // left alone; a submit button's click becomes its form's submission, below.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button || isAlive()) return;
      event.stopImmediatePropagation();
      load();
      repeatWhenAlive(button, 'click', () => button.click(), Date.now() + REPEAT_WITHIN_MS);
    },
    true,
  );

  // A form that only scripts send (it has no action of its own) never goes the browser's way: that would send it
  // to the page's own address with what was typed in its query, and reload the page empty. Submitted before the
  // page has come alive, it starts the scripts and is submitted again once the page is alive. Forms with an action
  // (search, server actions) work without scripts and go as they are.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      if (isAlive()) return;
      event.stopImmediatePropagation();
      load();
      const { submitter } = event;
      repeatWhenAlive(form, 'submit', () => form.requestSubmit(submitter), Date.now() + REPEAT_WITHIN_MS);
    },
    true,
  );

  // What a person types before the page has come alive is kept: React, taking a field over, sets it back to what
  // the server rendered (react-hook-form empties it). Once the page is alive, the text is put back and React is
  // told of it as typed; React notices a change only from the value it last saw, hence the empty value first.
  const typed = new Map();
  const restore = (field, until) => {
    const text = typed.get(field);
    // React hears a text field's typing as input and a select's choice as change.
    const type = field instanceof HTMLSelectElement ? 'change' : 'input';
    const done =
      isAlive() &&
      reaches(field, type, () => {
        field.value = '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, text);
        field.dispatchEvent(new Event(type, { bubbles: true }));
      }) &&
      field.value === text;
    if (!done && Date.now() < until) requestAnimationFrame(() => restore(field, until));
  };
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      const isText = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type));
      if (!(isText || field instanceof HTMLSelectElement) || isAlive()) return;
      load();
      if (!typed.has(field)) requestAnimationFrame(() => restore(field, Date.now() + REPEAT_WITHIN_MS));
      typed.set(field, field.value);
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
