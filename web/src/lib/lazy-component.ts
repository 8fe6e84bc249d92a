import { type ComponentType, lazy } from 'react';
import { once } from './once';

/**
 * A component whose code loads when it is first drawn, with `preload` to start that on a sign of
 * intent (a pointer over the button that opens it). The portal's dialogs use it: their forms bring
 * react-hook-form and zod, which the lists behind them do not need.
 */
export const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const loadOnce = once(load);
  return {
    Component: lazy(async () => ({ default: await loadOnce() })),
    preload: () => {
      void loadOnce();
    },
  };
};
