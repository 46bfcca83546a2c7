import type { SVGProps } from 'react';
import { LineIcon } from '@market/app-kit/line-icon';

export const HomeIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M3 11l9-8 9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
  </LineIcon>
);
export const GridIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <rect x="3" y="3" width="7" height="7" />
    <rect x="14" y="3" width="7" height="7" />
    <rect x="3" y="14" width="7" height="7" />
    <rect x="14" y="14" width="7" height="7" />
  </LineIcon>
);
export const StoreIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" />
  </LineIcon>
);
export const UserPlusIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </LineIcon>
);
export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
);
export const HeadsetIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z" />
  </LineIcon>
);
