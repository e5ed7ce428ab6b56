/**
 * Toasts go through here. The unstyled build keeps react-toastify from injecting a <style>
 * tag (a strict style-src would block it); its CSS is bundled with ours instead.
 */
import 'react-toastify/ReactToastify.css';
import { toast } from 'react-toastify/unstyled';

export { ToastContainer } from 'react-toastify/unstyled';

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
