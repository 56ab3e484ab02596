/**
 * The page's one toast outlet (sonner). The shell renders <Toaster /> once; the shell and every
 * remote raise toasts with `toast` from @hifi/shared, so they all land in that outlet.
 */
import { Toaster as Sonner, toast } from 'sonner';

export { toast };

export function Toaster() {
  return <Sonner theme="dark" position="bottom-right" richColors closeButton />;
}

/** SPEC's "destructive" toasts: a title and a description, in the error style. */
export function toastError(title: string, description?: string) {
  return toast.error(title, { description });
}
