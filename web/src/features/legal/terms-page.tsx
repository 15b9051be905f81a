import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  DISCOUNT_REPLY_HOURS,
  PRO_MONTHLY_PRICE_USD,
  SITE_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
} from '@contracts/brand';
import { LegalPage, type LegalSection } from './legal-page';

const sections: readonly LegalSection[] = [
  {
    id: 'not-medical-advice',
    title: 'Educational information, not medical advice',
    body: (
      <>
        <p>
          The AI assistant and everything else on {SITE_NAME} give general, educational information
          about dental health. It is not a diagnosis, a treatment plan or a substitute for an
          examination by a licensed dentist, and using the site does not create a dentist-patient
          relationship.
        </p>
        <p>
          Answers are written by an AI system and can be incomplete or wrong. Always check with a
          dentist or doctor before acting on them, and never delay seeking care because of something
          you read here.
        </p>
      </>
    ),
  },
  {
    id: 'emergencies',
    title: 'Emergencies',
    body: (
      <p>
        <strong>If you have a medical emergency, call 911 now.</strong> That includes swelling that
        affects breathing or swallowing, bleeding that will not stop, a serious injury to the face
        or jaw, or swelling with a high fever. For severe tooth pain or a knocked-out tooth, contact
        a dentist or an urgent care clinic right away. The site cannot respond to emergencies.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be 18 or older to create an account.</li>
        <li>Give accurate information and keep it up to date.</li>
        <li>
          Keep your password to yourself. You are responsible for what happens under your account;
          tell us straight away if you think someone else has used it.
        </li>
      </ul>
    ),
  },
  {
    id: 'directory',
    title: 'The office directory',
    body: (
      <>
        <p>
          Offices in the directory are listed by the dental professionals who run them. We do not
          employ, endorse or guarantee any office. Before you book, check the office&apos;s licence,
          the insurance it accepts and its prices with the office itself.
        </p>
        <p>
          Discounts and coupons are offered by the offices, on their terms. Offices aim to answer a
          discount request within {DISCOUNT_REPLY_HOURS} hours, but we cannot promise when or
          whether an office will reply.
        </p>
      </>
    ),
  },
  {
    id: 'professional-listings',
    title: 'Professional listings and subscription',
    body: (
      <>
        <p>
          A dental professional can list a practice for{' '}
          <strong>${PRO_MONTHLY_PRICE_USD} per month</strong>. The subscription is billed monthly,
          in advance, to the card you give our card payment provider, starting on the day you
          subscribe and renewing on the same day each month until you cancel. Any applicable taxes
          are added to the price.
        </p>
        <p>
          Your listing appears in the directory while your subscription is active. If a renewal
          payment fails, the listing stays while the payment is retried and you update your card; it
          leaves the directory if the subscription ends unpaid. If you cancel, the listing stays
          until the end of the month you paid for, and you are not charged again. We will give you
          at least 30 days&apos; notice by email before any change to the price.
        </p>
        <p>By listing a practice you confirm that:</p>
        <ul>
          <li>you are authorised to act for the practice and its dentists are licensed;</li>
          <li>the practice details you publish are accurate and kept up to date;</li>
          <li>you will answer discount requests and honour the offers you publish.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: (
      <p>
        You can cancel at any time from your <Link to={paths.dashboard.path}>dashboard</Link> or by
        emailing <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Cancellation takes effect
        at the end of the month you have already paid for; your listing stays visible until then and
        you will not be charged again. Part months are not refunded, except where the law says
        otherwise. We may suspend or remove a listing that breaks these terms.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use the site, do not:</p>
        <ul>
          <li>break the law, or help anyone else to;</li>
          <li>give false information, or pretend to be someone else or another practice;</li>
          <li>send spam, abuse or harassment to offices, to us or through the assistant;</li>
          <li>
            copy the directory in bulk, scrape the site, or use automated tools to send it large
            numbers of requests;
          </li>
          <li>try to get around security measures or usage limits, or disrupt the service.</li>
        </ul>
        <p>We may limit or close the access of anyone who does.</p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Content and ownership',
    body: (
      <p>
        The site&apos;s design, text and software belong to {SITE_NAME}. Professionals keep
        ownership of the practice details they publish and allow us to show them in the directory
        and in the assistant&apos;s recommendations while their listing is active.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          The site is provided &ldquo;as is&rdquo;. We work to keep it accurate and available, but
          we do not promise that it will be error-free or uninterrupted, or that any answer or
          listing is complete or correct.
        </p>
        <p>
          To the fullest extent the law allows, {SITE_NAME} is not liable for indirect or
          consequential losses, or for the care any office provides. Our total liability to you for
          any claim is limited to the greater of the amount you paid us in the 12 months before the
          claim and $100. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will change the date at the top of this page and email account
        holders before a material change takes effect. Using the site after that date means you
        accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>{' '}
        or call <a href={`tel:${SUPPORT_PHONE_E164}`}>{SUPPORT_PHONE_DISPLAY}</a>. Our{' '}
        <Link to={paths.privacy.path}>Privacy Policy</Link> explains how we handle your information.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms apply to everyone who uses {SITE_NAME}: visitors, patients with an account and
          dental professionals who list a practice. By using the site you agree to them.
        </p>
      }
      sections={sections}
    />
  );
}
