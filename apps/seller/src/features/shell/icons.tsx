import { LineIcon } from '@market/app-kit/line-icon';
import type { SVGProps } from 'react';

export const StoreIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" />
  </LineIcon>
);
export const BoxIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M21 8l-9-5-9 5 9 5zM3 8v8l9 5 9-5V8M12 13v8" />
  </LineIcon>
);
export const ListIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
  </LineIcon>
);
/** A price tag: the requests for quotation. */
export const QuoteIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01" />
  </LineIcon>
);
export const WalletIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01" />
  </LineIcon>
);
export const LogoutIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l5-5-5-5M15 12H3" />
  </LineIcon>
);
