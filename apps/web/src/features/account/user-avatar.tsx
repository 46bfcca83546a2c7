import { Avatar } from 'antd-mobile';
import './user-avatar.css';

/**
 * The user's picture, else their initial. Decorative: the button around it names what it does.
 * antd-mobile's own fallback is a drawing titled "编组 3", which screen readers read out.
 */
export function UserAvatar({ src, name }: { src: string | null | undefined; name: string }) {
  const fallback = (
    <span className="avatar-initial" aria-hidden="true">
      {[...name.trim()][0]?.toUpperCase() ?? ''}
    </span>
  );
  return (
    <Avatar
      src={src ?? ''}
      alt=""
      fallback={fallback}
      style={{ '--size': '64px', '--border-radius': '50%' }}
      data-testid="mine-avatar"
    />
  );
}
