import { useFormSubmit } from '@market/app-kit/forms';
import type { SellerReview } from '@market/contract';
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplyReview } from './api/reply-review.ts';
import { useDate } from './use-date.ts';

/** The contract's REVIEW_REPLY_MAX (seller-reviews.ts sits beside zod, which this app does not load). */
const REPLY_MAX = 500;

interface ReplyForm {
  reply: string;
}

/**
 * The store's one public reply under a review: shown with an Edit button once written, else a
 * Reply button that opens the box (a page of open boxes would bury the reviews). A refusal of the
 * text shows under the box.
 */
export function ReplyBox({ review }: { review: SellerReview }) {
  const { t } = useTranslation();
  const date = useDate();
  const [isOpen, setIsOpen] = useState(false);
  if (isOpen) return <ReplyForm review={review} onDone={() => setIsOpen(false)} />;
  if (!review.reply) {
    return (
      <div className="reply-buttons">
        <Button
          size="small"
          fill="outline"
          color="primary"
          onClick={() => setIsOpen(true)}
          data-testid="review-reply-open"
        >
          {t('reviews.reply')}
        </Button>
      </div>
    );
  }
  return (
    <div className="review-reply" data-testid="review-reply">
      <p className="review-reply-head">
        <strong>{t('reviews.yourReply')}</strong>
        {review.replied_at && <time dateTime={review.replied_at}>{date(review.replied_at)}</time>}
      </p>
      <p className="review-reply-text" dir="auto" data-testid="review-reply-text">
        {review.reply}
      </p>
      <Button size="small" fill="outline" onClick={() => setIsOpen(true)} data-testid="review-reply-edit">
        {t('reviews.editReply')}
      </Button>
    </div>
  );
}

function ReplyForm({ review, onDone }: { review: SellerReview; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReplyForm>();
  const reply = useReplyReview();
  const { submit, isSubmitting } = useFormSubmit<ReplyForm>(form, ['reply'], async (values) => {
    await reply.mutateAsync({ id: review.id, reply: values.reply.trim() });
    Toast.show({ icon: 'success', content: t('reviews.replySaved') });
    onDone();
  });
  return (
    <Form
      form={form}
      // one form per review on the page: the name keeps each box's id (and its label's for) its own
      name={`reply-${review.id}`}
      className="reply-form"
      layout="vertical"
      initialValues={{ reply: review.reply }}
      onFinish={submit}
      data-testid="reply-form"
    >
      <Form.Item
        name="reply"
        label={review.reply ? t('reviews.editReply') : t('reviews.reply')}
        rules={[{ required: true, whitespace: true, message: t('reviews.enterReply') }]}
      >
        <TextArea
          rows={2}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={REPLY_MAX}
          showCount
          placeholder={t('reviews.replyPlaceholder')}
          autoFocus
          data-testid="reply-text"
        />
      </Form.Item>
      <div className="reply-buttons">
        <Button fill="none" onClick={onDone} data-testid="reply-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="submit" color="primary" loading={isSubmitting} data-testid="reply-submit">
          {t('reviews.publish')}
        </Button>
      </div>
    </Form>
  );
}
