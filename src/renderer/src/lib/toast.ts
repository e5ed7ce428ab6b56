/**
 * Toasts go through here. The unstyled build keeps react-toastify from injecting a <style>
 * tag (a strict style-src would block it); its CSS is bundled with ours instead.
 */
import 'react-toastify/ReactToastify.css';
import { type Id, toast } from 'react-toastify/unstyled';

export { type Id, ToastContainer } from 'react-toastify/unstyled';

/**
 * Where a toast goes. Without a container id it shows in the app's one top-right container;
 * a screen with its own rules (the profile wizard: limit 1, 3000 ms) renders a second
 * `<ToastContainer containerId=…>` and targets it.
 */
export interface NotifyOptions {
  containerId?: string;
  autoClose?: number;
}

export const notify = {
  success: (message: string, options?: NotifyOptions): Id => toast.success(message, options),
  error: (message: string, options?: NotifyOptions): Id => toast.error(message, options),
  info: (message: string, options?: NotifyOptions): Id => toast.info(message, options),
  /**
   * Shows `message` in place of toast `replaceId` while that one is still open, else as a new
   * toast. A container with a limit of 1 would otherwise queue the new message behind the old.
   */
  replace: (
    type: 'success' | 'error' | 'info',
    message: string,
    options: NotifyOptions & { replaceId?: Id | null } = {},
  ): Id => {
    const { replaceId, ...rest } = options;
    if (replaceId != null && toast.isActive(replaceId, rest.containerId)) {
      toast.update(replaceId, { ...rest, render: message, type });
      return replaceId;
    }
    return toast[type](message, rest);
  },
};
