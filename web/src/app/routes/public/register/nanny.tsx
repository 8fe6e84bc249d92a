import { nannyRegistrationContent } from '../../../../content/register';
import { RegistrationPage } from '../../../../features/registration/components/registration-page';

export default function NannyRegistrationPage() {
  return <RegistrationPage kind="nanny" content={nannyRegistrationContent} />;
}
