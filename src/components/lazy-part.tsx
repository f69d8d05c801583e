import { createElement, lazy, type ComponentType } from 'react';

/**
 * A part of a screen whose code loads when it is first shown (or earlier, by `preload()`),
 * so that the first screen's JavaScript does not carry it (bench/bundle.ts). Once its code
 * has arrived it renders at once, without suspending again; until then it suspends (wrap it
 * in a Suspense with what to show meanwhile). Its catalog of messages comes with its code
 * (scripts/catalog-split.ts): nothing shows untranslated.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Not kept: the next render tries again (a network blip must not break the screen for good).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(LazyPart, { preload });
}
