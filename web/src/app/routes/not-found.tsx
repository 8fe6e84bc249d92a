import type { MetaFunction } from 'react-router-dom';
import { notFoundContent as content } from '@/content/errors';
import { pageMeta } from '@/lib/page-meta';
import { NotFound } from '../not-found';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description, noindex: true });

export default NotFound;
