import { Form, Input, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a money form shows a user with no fund password yet: `text`, and a link to set one: the
 * buyer app's /fundPassword, in the app (a router link) or, from another app, as `href`.
 */
export function NoFundPasswordNotice({
  text,
  linkText,
  testId,
  href,
}: {
  text: string;
  linkText: string;
  testId: string;
  href?: string;
}) {
  return (
    <NoticeBar
      color="alert"
      wrap
      content={
        <span data-testid={testId}>
          {text} {href ? <a href={href}>{linkText}</a> : <Link to="/fundPassword">{linkText}</Link>}
        </span>
      }
    />
  );
}

/** The fund password that confirms a payment or a withdrawal, as `fund_password`; `message` asks for it. */
export function FundPasswordItem({ message, testId }: { message: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="fund_password" label={t('setting.fundPassword')} rules={[{ required: true, message }]}>
      <Input type="password" autoComplete="off" maxLength={128} data-testid={testId} />
    </Form.Item>
  );
}
