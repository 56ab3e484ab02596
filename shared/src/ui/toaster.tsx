/**
 * The page's one toast outlet (sonner). The shell renders <Toaster /> once; the shell and every
 * remote raise toasts with `toast` from @hifi/shared, so they all land in that outlet.
 *
 * sonner is fetched with the first toast, not with the page (~9 KB off every phone's first load,
 * and most visits raise none: docs/architecture.md#what-a-phone-downloads): the outlet mounts then,
 * and the toast is handed to sonner once the outlet listens.
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

type Sonner = typeof import('sonner');
interface ToastData {
  description?: string;
}

const loadSonner = () => import('sonner');
const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let wanted: (() => void) | undefined;
let listening: Promise<void> | undefined;
let outletReady: () => void = () => {};

function raise(show: (sonner: Sonner) => void) {
  listening ??= new Promise<void>((resolve) => {
    outletReady = resolve;
    wanted?.();
  });
  void Promise.all([loadSonner(), listening]).then(([sonner]) => show(sonner));
}

export const toast = {
  success: (message: string, data?: ToastData) => raise((sonner) => sonner.toast.success(message, data)),
  error: (message: string, data?: ToastData) => raise((sonner) => sonner.toast.error(message, data)),
};

/** Resolves `listening` after sonner's outlet has subscribed (a parent's effect runs after its children's). */
function Listening({ children }: { children: ReactNode }) {
  useEffect(() => outletReady(), []);
  return children;
}

export function Toaster() {
  const [shown, setShown] = useState(listening !== undefined);
  useEffect(() => {
    wanted = () => setShown(true);
    if (listening) setShown(true);
    return () => {
      wanted = undefined;
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Listening>
        <SonnerToaster theme="dark" position="bottom-right" richColors closeButton />
      </Listening>
    </Suspense>
  );
}

/** The "destructive" toasts of docs/product.md#8-error-messages: a title and a description, in the error style. */
export function toastError(title: string, description?: string) {
  toast.error(title, { description });
}
