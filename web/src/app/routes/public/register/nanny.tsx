import type { MetaFunction } from 'react-router-dom';
import { nannyRegistrationContent } from '@/content/register';
import { RegistrationPage } from '@/features/registration/components/registration-page';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, {
    title: nannyRegistrationContent.title,
    description: nannyRegistrationContent.description,
  });

export default function NannyRegistrationPage() {
  return <RegistrationPage kind="nanny" content={nannyRegistrationContent} />;
}
