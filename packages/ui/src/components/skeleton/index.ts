export { FormSkeleton } from './form-skeleton';
