import { Form, Input, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a money form shows a buyer with no fund password yet: `text`, and a link to set one. */
export function NoFundPasswordNotice({
  text,
  linkText,
  testId,
}: {
  text: string;
  linkText: string;
  testId: string;
}) {
  return (
    <NoticeBar
      color="alert"
      wrap
      content={
        <span data-testid={testId}>
          {text} <Link to="/fundPassword">{linkText}</Link>
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
