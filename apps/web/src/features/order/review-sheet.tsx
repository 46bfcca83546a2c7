import type { Order } from '@market/contract';
import { Form, ImageUploader, type ImageUploadItem, Popup, Rate, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { REVIEW_MAX_IMAGES } from '@market/contract/order-limits';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useAssessOrder } from './api/assess-order.ts';
import { uploadImage } from './api/upload-image.ts';
import { SubmitButton } from '../../components/submit-button.tsx';

interface ReviewForm {
  rating: number;
  content: string;
  images: ImageUploadItem[];
}

/** The review of a received order: stars, words and up to six photos, for every product in it. */
export function ReviewSheet({
  order,
  isOpen,
  onClose,
}: {
  order: Order;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewForm>();
  const assess = useAssessOrder();
  const { submit, isSubmitting } = useFormSubmit<ReviewForm>(
    form,
    ['rating', 'content', 'images'],
    async ({ rating, content, images }) => {
      await assess.mutateAsync({
        id: order.id,
        rating,
        content: content ?? '',
        images: images.map((image) => image.url),
      });
      Toast.show({ icon: 'success', content: t('order.reviewDone') });
      onClose();
    },
  );
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyClassName="review-sheet"
    >
      <div role="dialog" aria-labelledby={`review-title-${order.id}`} data-testid="review-sheet">
        <h2 id={`review-title-${order.id}`}>{t('order.reviewTitle', { name: order.shop_name })}</h2>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ rating: 5, content: '', images: [] }}
          onFinish={submit}
          footer={
            <SubmitButton isSubmitting={isSubmitting} testId="review-submit">
              {t('order.reviewSubmit')}
            </SubmitButton>
          }
        >
          <Form.Item
            name="rating"
            label={t('order.rating')}
            rules={[{ type: 'number', min: 1, max: 5, message: t('order.ratingRequired') }]}
          >
            <Rate allowClear={false} className="review-rate" data-testid="review-rating" />
          </Form.Item>
          <Form.Item name="content" label={t('order.reviewText')}>
            <TextArea
              maxLength={1000}
              showCount
              rows={4}
              placeholder={t('order.reviewPlaceholder')}
              data-testid="review-content"
            />
          </Form.Item>
          <Form.Item name="images" label={t('order.reviewPhotos', { count: REVIEW_MAX_IMAGES })}>
            <ImageUploader
              maxCount={REVIEW_MAX_IMAGES}
              accept="image/jpeg,image/png,image/webp,image/gif"
              upload={uploadImage}
              onCountExceed={() =>
                Toast.show({ content: t('order.tooManyPhotos', { count: REVIEW_MAX_IMAGES }) })
              }
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
