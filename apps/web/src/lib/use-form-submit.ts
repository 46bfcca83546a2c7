// shared with the seller app
export { useFormSubmit } from '@market/app-kit/forms';
