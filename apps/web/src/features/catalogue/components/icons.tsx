import type { SVGProps } from 'react';
import { LineIcon } from '@market/app-kit/line-icon';

export const HeartIcon = ({ isFilled, ...p }: SVGProps<SVGSVGElement> & { isFilled?: boolean }) => (
  <LineIcon size={22} {...p} fill={isFilled ? 'currentColor' : 'none'}>
    <path d="M12 21s-7.5-4.6-9.6-9.1C1 8.7 3 5 6.5 5c2 0 3.4 1.1 4.3 2.4h2.4C14.1 6.1 15.5 5 17.5 5 21 5 23 8.7 21.6 11.9 19.5 16.4 12 21 12 21z" />
  </LineIcon>
);
export const ChatIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon size={22} {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </LineIcon>
);
export const CartIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon size={22} {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.4 12.2a1 1 0 0 0 1 .8h10.2a1 1 0 0 0 1-.8L21 7H6" />
  </LineIcon>
);
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <LineIcon size={18} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </LineIcon>
);
