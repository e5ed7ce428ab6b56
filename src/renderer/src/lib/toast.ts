/**
 * Toasts go through here. The unstyled build keeps react-toastify from injecting a <style>
 * tag (a strict style-src would block it); its CSS is bundled with ours instead. The library's
 * code is loaded once the first screen's code is in (issue 12, speed to open), or at the first
 * toast if that comes sooner: a toast asked for before gets its id at once and shows as soon
 * as the library is there.
 */
import 'react-toastify/ReactToastify.css';
import { createElement, lazy, Suspense } from 'react';
import type { Id, ToastContainerProps } from 'react-toastify/unstyled';
import { afterFirstScreen } from './first-screen';

export type { Id };

type Toastify = typeof import('react-toastify/unstyled');

let loading: Promise<Toastify> | null = null;
let markAsked: () => void = () => {};
/** Resolves at the first toast asked for. */
const asked = new Promise<void>((resolve) => {
  markAsked = resolve;
});

/** react-toastify, downloaded once. */
export function loadToastify(): Promise<Toastify> {
  markAsked();
  loading ??= import('react-toastify/unstyled');
  return loading;
}

// The container's code comes after the first screen's (lib/first-screen.ts), or at once for a toast.
const LazyContainer = lazy(() =>
  Promise.race([afterFirstScreen(), asked])
    .then(loadToastify)
    .then((module) => ({ default: module.ToastContainer })),
);

/** Where toasts show; renders nothing until react-toastify is loaded (then the queued toasts show). */
export function ToastContainer(props: ToastContainerProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyContainer, props));
}

/**
 * Where a toast goes. Without a container id it shows in the app's one top-right container;
 * a screen with its own rules (the profile wizard: limit 1, 3000 ms) renders a second
 * `<ToastContainer containerId=…>` and targets it.
 */
export interface NotifyOptions {
  containerId?: string;
  autoClose?: number;
}

type Kind = 'success' | 'error' | 'info';
let counter = 0;

function show(type: Kind, message: string, options: NotifyOptions & { replaceId?: Id | null } = {}): Id {
  const { replaceId, ...rest } = options;
  const id: Id = `toast-${++counter}`;
  // In call order: a replace looks for its toast after the calls before it made theirs.
  void loadToastify().then(({ toast }) => {
    if (replaceId != null && toast.isActive(replaceId, rest.containerId)) {
      toast.update(replaceId, { ...rest, render: message, type, toastId: id });
    } else {
      toast[type](message, { ...rest, toastId: id });
    }
  });
  return id;
}

/** How long an action toast (Undo, issue 19) stays: the undo window of docs/product.md §10, Bulk moves and templates. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * A success toast with one action button (Undo). The button is an ordinary button inside the
 * toast, so Tab reaches it; pressing it closes the toast and runs `onAction` once.
 */
function showWithAction(message: string, action: { label: string; ariaLabel?: string; run(): void }): Id {
  const id: Id = `toast-${++counter}`;
  void loadToastify().then(({ toast }) => {
    toast.success(
      ({ closeToast }: { closeToast: () => void }) =>
        createElement(
          'div',
          { className: 'toast-with-action' },
          createElement('span', null, message),
          createElement(
            'button',
            {
              type: 'button',
              className: 'btn btn-secondary toast-action',
              'aria-label': action.ariaLabel,
              onClick: () => {
                closeToast();
                action.run();
              },
            },
            action.label,
          ),
        ),
      { toastId: id, autoClose: UNDO_WINDOW_MS, closeOnClick: false },
    );
  });
  return id;
}

export const notify = {
  /** A toast offering one action for UNDO_WINDOW_MS (issue 19's Undo). */
  withAction: showWithAction,
  success: (message: string, options?: NotifyOptions): Id => show('success', message, options),
  error: (message: string, options?: NotifyOptions): Id => show('error', message, options),
  info: (message: string, options?: NotifyOptions): Id => show('info', message, options),
  /**
   * Shows `message` in place of toast `replaceId` while that one is still open, else as a new
   * toast. A container with a limit of 1 would otherwise queue the new message behind the old.
   */
  replace: (type: Kind, message: string, options: NotifyOptions & { replaceId?: Id | null } = {}): Id =>
    show(type, message, options),
};
