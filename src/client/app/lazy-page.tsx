import { type ComponentType, type ReactNode, use } from 'react';

export interface LazyPage<Props extends object = object> {
  (props: Props): ReactNode;
  /** Loads the code now; once it is there the page renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * React.lazy that can also be loaded ahead. The prerenderer's renderToString cannot wait for a lazy
 * page, and hydration would leave a prerendered page dead until its code came: both load the page's code
 * first, then render it at once.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  function preload(): Promise<ComponentType<Props>> {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy is.
  function Page(props: Props) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
