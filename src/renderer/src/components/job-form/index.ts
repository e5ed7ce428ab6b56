/** The Post a Job inputs, their state and the shared rules (used by jobs and the profile wizard). */
export { JobFormFields } from './job-form-fields';
export {
  emptyJobForm,
  expiryDay,
  firstJobFormError,
  jobToForm,
  type JobFormField,
  type JobFormState,
  toPostJobBody,
} from './job-form-state';
