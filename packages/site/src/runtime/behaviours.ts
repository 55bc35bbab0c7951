import type { SiteContext } from '@atelier/domain';

/** What a block behaviour module exports by default: it enhances one block and may return its undo. */
// biome-ignore lint/suspicious/noConfusingVoidType: a behaviour written as plain statements returns void.
export type Behaviour = (element: HTMLElement, context: SiteContext) => (() => void) | undefined | void;
export type LoadModule = (url: string) => Promise<{ default?: unknown }>;

export const BEHAVIOUR_ATTRIBUTE = 'data-behaviour';
/**
 * Set on a block once its behaviour has run, removed when it is undone. A block's markup works
 * before its script arrives, so nothing else tells that it now answers as enhanced (an animation,
 * tabs, keys): what depends on that (a browser test) waits for this.
 */
export const BEHAVIOUR_STARTED_ATTRIBUTE = 'data-behaviour-started';

/** Runs `run` in a task of its own: a message, not a timer, which may be clamped or held back. */
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

const importModule: LoadModule = (url) => import(/* @vite-ignore */ url);

/** Adds a module's stylesheets once; a block's styles may ship beside its script. */
function linkStyles(doc: Document, urls: string[]): void {
  const present = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href),
  );
  for (const href of urls) {
    if (present.has(new URL(href, doc.baseURI).href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }
}

/**
 * Loads the behaviours of the blocks present under `root`, each module once, and applies them.
 * Returns the destructor that undoes every applied behaviour and ignores modules still loading.
 */
export function startBehaviours(
  root: ParentNode,
  context: SiteContext,
  load: LoadModule = importModule,
  doc: Document = document,
  selector = `[${BEHAVIOUR_ATTRIBUTE}]`,
): () => void {
  let stopped = false;
  const destructors: (() => void)[] = [];
  // Two behaviours may share a script; it is fetched and evaluated once.
  const loads = new Map<string, ReturnType<LoadModule>>();
  const loadOnce = (url: string) => {
    const pending = loads.get(url) ?? load(url);
    loads.set(url, pending);
    return pending;
  };
  const byName = new Map<string, HTMLElement[]>();
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const name = element.getAttribute(BEHAVIOUR_ATTRIBUTE) ?? '';
    byName.set(name, [...(byName.get(name) ?? []), element]);
  }

  // One broken block must not take the others down, neither when starting nor when stopping.
  const guard = (run: () => void) => {
    try {
      run();
    } catch (error) {
      console.error(error);
    }
  };
  const apply = (behaviour: Behaviour, element: HTMLElement) =>
    guard(() => {
      const destructor = behaviour(element, context);
      if (typeof destructor === 'function') destructors.push(destructor);
      element.setAttribute(BEHAVIOUR_STARTED_ATTRIBUTE, '');
      destructors.push(() => element.removeAttribute(BEHAVIOUR_STARTED_ATTRIBUTE));
    });

  for (const [name, elements] of byName) {
    const rollup = context.rollups?.[name];
    if (!rollup?.js?.length) {
      console.error('Unable to load module', name);
      continue;
    }
    linkStyles(doc, rollup.css ?? []);
    Promise.all(rollup.js.map(loadOnce)).then(
      // Each block type starts in a task of its own, apart from the evaluation of its module:
      // together they made one long task that held the page's first input back.
      (modules) =>
        nextTask(() => {
          if (stopped) return;
          for (const module of modules) {
            if (typeof module.default !== 'function') continue;
            for (const element of elements) apply(module.default as Behaviour, element);
          }
        }),
      (error) => console.error('Unable to load module', name, error),
    );
  }

  return () => {
    stopped = true;
    for (const destructor of destructors.splice(0).reverse()) guard(destructor);
  };
}
