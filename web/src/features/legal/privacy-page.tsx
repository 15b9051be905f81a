import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  SITE_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE_DISPLAY,
  SUPPORT_PHONE_E164,
} from '@contracts/brand';
import { LegalPage, type LegalSection } from './legal-page';

const sections: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h3>Account details</h3>
        <p>
          When you create an account we collect your name, email address, the account type you
          choose (patient or professional) and, if you give them, your phone number, address and the
          best time to call you. Your password is handled by our sign-in service and stored only in
          a protected (hashed) form; we never see it.
        </p>
        <p>
          Dental professionals also give us details about their practice, such as the office name,
          address, phone, website, specialty, services, office hours, languages, insurance accepted
          and any coupon offer. These details are meant to be public: we show them in the office
          directory while the practice&apos;s subscription is active.
        </p>

        <h3>Questions you ask the AI assistant</h3>
        <p>
          The text of a question is used to write an answer. We do not store your questions with
          your identity: they are not linked to your name, email address or account. We may keep
          anonymous counts of the topics people ask about to improve the answers.
        </p>
        <p>
          In a voice conversation, your audio and what you type are streamed to our speech and AI
          provider only for the length of the conversation so it can answer you. We do not record or
          keep the audio. Please do not include your name or other identifying details in a question
          unless you are asking to be put in touch with an office.
        </p>

        <h3>Discount requests</h3>
        <p>
          When you ask an office for a discount with the request form, we collect your name, email
          address and, if you give them, your phone number, location and message. We share this
          request with the office you chose so it can contact you, and we email you a confirmation.
        </p>
        <p>
          When you ask the voice assistant to put you in touch with an office, it asks for your
          first and last name, phone number, address and ZIP code. We send these, with what you
          asked about, to our support team and to the nearest listed dental offices (up to three) so
          they can contact you.
        </p>

        <h3>Contact messages</h3>
        <p>
          When you write to us through the contact form we collect your name, email address, subject
          and message, and use them only to answer you.
        </p>

        <h3>Payments</h3>
        <p>
          Professional subscriptions are paid by card through our card payment provider. Your card
          number goes straight to that provider and never reaches our servers. We receive only what
          we need to run your listing: the subscription status, plan and billing dates.
        </p>

        <h3>Technical information</h3>
        <p>
          To keep the service running and protect it from abuse, our servers briefly count requests
          per network address and keep short technical logs (for example, the time of a request and
          whether it succeeded). These logs do not contain your questions, messages or card data.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use information',
    body: (
      <ul>
        <li>To provide the AI assistant, the office directory and your account.</li>
        <li>To pass your discount request to the office you chose.</li>
        <li>To answer your messages and send the emails you asked for.</li>
        <li>To bill professional subscriptions and show paid listings.</li>
        <li>To keep the service secure and to meet our legal obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We do not sell your personal information and we do not use advertising trackers. We share
          information only:
        </p>
        <ul>
          <li>with the dental office you send a discount request to;</li>
          <li>
            with service providers that work for us under contract: cloud hosting, email delivery,
            the AI provider that writes answers (it receives the question only) and the card payment
            provider;
          </li>
          <li>when the law requires it, or to protect the safety of our users.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          <strong>Account details</strong>: while your account is open. When you delete your account
          on your profile page, your sign-in account and profile are deleted at once; a marker
          without any personal details stays for two days so that sessions still open on other
          devices are refused. If you ask us by email instead, we do the same within 30 days.
        </li>
        <li>
          <strong>Discount requests and contact messages</strong>: up to 24 months, so we can follow
          up on them and answer questions about them. When you delete your account, the ones sent
          from your email address lose your name, email, phone and location: an office keeps the
          request itself (the date and your message), and a contact message keeps only its subject.
        </li>
        <li>
          <strong>Office listings</strong>: while the professional&apos;s account is open. Deleting
          the account cancels the subscription and removes the listing from the directory and from
          our records.
        </li>
        <li>
          <strong>Emails we send about your account</strong> (a changed email address, a deleted
          account): kept in our sending queue for up to 30 days, so they reach you even after the
          account is gone.
        </li>
        <li>
          <strong>Billing records</strong>: as long as tax and accounting law requires, usually 7
          years.
        </li>
        <li>
          <strong>Technical logs</strong>: up to 30 days. Request counts used against abuse: minutes
          to hours.
        </li>
        <li>
          <strong>Voice audio</strong>: not kept after the conversation ends.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We do not use advertising or analytics cookies. When you sign in, your browser keeps your
          sign-in tokens in its local storage so you stay signed in between visits. Signing out
          removes them, and you can also clear them from your browser settings at any time.
        </p>
        <p>
          When a professional pays for a subscription, the card payment provider&apos;s checkout
          page may set its own cookies, which its own privacy policy covers.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices and rights',
    body: (
      <>
        <p>
          You can see and correct your details on your <Link to={paths.profile.path}>profile</Link>{' '}
          page, and change your password and email address there.
        </p>
        <p>
          <strong>Take your data with you.</strong> &ldquo;Export My Data&rdquo; on your profile
          page downloads one file (JSON) of everything we hold about you: your profile and account,
          the discount requests and contact messages sent from your email address and, for a
          professional, the office listing, its billing status and its listing analytics. The file
          is built when you ask for it and only for the account that is signed in.
        </p>
        <p>
          <strong>Delete your account.</strong> &ldquo;Delete Account&rdquo; on your profile page
          asks for your password and a confirmation, then deletes your account and profile, cancels
          a professional&apos;s subscription and removes the office listing, and removes your name
          and contact details from the requests you sent. You are signed out everywhere and receive
          a confirmation email. You can create a new account with the same address later.
        </p>
        <p>
          You can also email us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> for a
          copy of your information or to have it deleted. We answer every request within 30 days,
          whichever state you live in.
        </p>
      </>
    ),
  },
  {
    id: 'health-information',
    title: 'Health information',
    body: (
      <p>
        {SITE_NAME} is not a dental practice and does not keep dental or medical records. What you
        type into the assistant is not a patient record, and any treatment you receive is between
        you and the dental office you choose.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The site is meant for adults. Children under 13 should not create an account or send us
        their personal information; a parent or guardian is welcome to ask questions for them.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Information travels to and from the site over an encrypted connection (HTTPS) and is
        encrypted where we store it. Only the people and systems that need information to run the
        service can reach it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will update the date at the top of this page, and we will email
        account holders before any change that affects how we use their information.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about your privacy? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
        call <a href={`tel:${SUPPORT_PHONE_E164}`}>{SUPPORT_PHONE_DISPLAY}</a>, or use our{' '}
        <Link to={paths.contact.path}>contact page</Link>.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          {SITE_NAME} offers educational dental guidance and a directory of dental offices. This
          policy explains what information we collect, why, who we share it with and how long we
          keep it.
        </p>
      }
      sections={sections}
    />
  );
}
