import { ContactDetails } from '../../../components/contact-details';
import { PageContainer } from '../../../components/layout/page-container';
import { PageMeta } from '../../../components/page-meta';
import { contactContent as content } from '../../../content/contact';
import { EnquiryForm } from '../../../features/enquiries/components/enquiry-form';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';

export default function ContactPage() {
  return (
    <PageContainer>
      <PageMeta title={content.title} description={content.description} />
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{content.intro}</p>
      </div>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className={card}>
          <EnquiryForm />
        </div>
        <div className={card}>
          <ContactDetails />
        </div>
      </div>
    </PageContainer>
  );
}
