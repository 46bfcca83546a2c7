import type * as DialogMethods from 'antd-mobile/es/components/dialog';
import type { DialogShowProps } from 'antd-mobile/es/components/dialog';
import type { PopupProps } from 'antd-mobile/es/components/popup';
import type * as ToastMethods from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import { lazy, Suspense, useState } from 'react';

// antd-mobile's toast, dialog and popup (with their mask, react-spring and use-gesture: about
// 30 KB gzip in six files) load when one is first shown, not with the catalogue page that may
// show one: none is on a page's first screen (decision 065).

const Popup = lazy(() => import('antd-mobile/es/components/popup'));

type ToastModule = typeof ToastMethods;
type DialogModule = typeof DialogMethods;
let toastModule: ToastModule | undefined;
let dialogModule: DialogModule | undefined;
// toasts asked for while the code loads: only the last shows, as Toast.show replaces the one before
// (several shown in one go would leave the earlier ones closing beside it). Code that cannot load
// (offline before the service worker has it) shows nothing, as a page that cannot load shows its error
let pendingToast: ToastShowProps | undefined;

/**
 * antd-mobile's `Toast.show`: at once when its code has loaded, as before; the first one waits for
 * the code, and of several asked for meanwhile only the last shows.
 */
export function showToast(props: ToastShowProps): void {
  if (toastModule) {
    toastModule.default.show(props);
    return;
  }
  const isLoading = pendingToast !== undefined;
  pendingToast = props;
  if (isLoading) return;
  void import('antd-mobile/es/components/toast').then(
    (loaded) => {
      toastModule = loaded;
      const last = pendingToast!;
      pendingToast = undefined;
      loaded.default.show(last);
    },
    () => (pendingToast = undefined),
  );
}

/** antd-mobile's `Dialog.show`: at once when its code has loaded, the first once it has. */
export function showDialog(props: DialogShowProps): void {
  if (dialogModule) {
    dialogModule.default.show(props);
    return;
  }
  void import('antd-mobile/es/components/dialog').then(
    (loaded) => {
      dialogModule = loaded;
      loaded.default.show(props);
    },
    () => undefined,
  );
}

/**
 * antd-mobile's `Popup`, rendered from the first time it is visible: until then a closed popup
 * shows nothing, so its code is not needed.
 */
export function LazyPopup(props: PopupProps) {
  const [hasOpened, setHasOpened] = useState(Boolean(props.visible));
  if (props.visible && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}
