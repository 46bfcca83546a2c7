import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Send code", then a countdown of the server's resend wait. */
export function CodeButton({
  onSend,
  testId,
}: {
  onSend: () => Promise<number | undefined>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      disabled={secondsLeft > 0 || isSending}
      loading={isSending}
      data-testid={testId}
      onClick={async () => {
        setIsSending(true);
        try {
          const wait = await onSend();
          if (wait) setSecondsLeft(wait);
        } finally {
          setIsSending(false);
        }
      }}
    >
      {secondsLeft > 0 ? t('auth.resendIn', { seconds: secondsLeft }) : t('auth.sendCode')}
    </Button>
  );
}
