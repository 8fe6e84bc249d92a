import { cleaningRegistrationContent } from '../../../../content/register';
import { RegistrationPage } from '../../../../features/registration/components/registration-page';

export default function CleaningRegistrationPage() {
  return <RegistrationPage kind="cleaning" content={cleaningRegistrationContent} />;
}
