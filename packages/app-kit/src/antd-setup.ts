// Start-up code imports antd-mobile file by file: its package index re-exports every component, and
// the apps' chunking would then count them all (react-spring too) as start-up code.
import 'antd-mobile/es/global';
import './antd-overrides.css';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile's Toast, Dialog and friends render nothing on React 19 without this
unstableSetRender((node, container) => {
  const element = container as Element & { _reactRoot?: Root };
  element._reactRoot ??= createRoot(element);
  element._reactRoot.render(node);
  return async () => {
    await Promise.resolve();
    element._reactRoot?.unmount();
    delete element._reactRoot;
  };
});
