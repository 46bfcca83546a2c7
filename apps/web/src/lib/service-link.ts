import { useNavigate } from 'react-router';

/**
 * Whether a customer-service link (`service_url`) is a page of this app, such as the help centre
 * `/faqs`: one slash, then the path (`//host` would be another site).
 */
export function isInAppPath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** Opens the customer-service link: a page of the app in place, anything else beside the app. */
export function useOpenServiceLink(): (url: string) => void {
  const navigate = useNavigate();
  return (url) => {
    if (isInAppPath(url)) void navigate(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  };
}
