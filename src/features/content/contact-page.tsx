import { Card, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { MailRegular } from '@fluentui/react-icons/svg/mail';
import { PhoneRegular } from '@fluentui/react-icons/svg/phone';
import { SendRegular } from '@fluentui/react-icons/svg/send';
import { useForm } from '@tanstack/react-form';
import { defineMessages, useIntl } from 'react-intl';
import { useListContactSubjects, useSendContactMessage } from '../../api/generated/endpoints/content/content';
import { PageHeader } from '../../components/breadcrumbs/page-header';
import { toastBus } from '../../components/toast/toast-bus';
import { pickTranslated } from '../../i18n/translated';
import { applyServerErrors, clearServerError, fieldError, FormShell, SubmitButton, TextAreaField, TextField } from '../../components/form/form-kit';
import { EmailField, NameField } from '../../components/form/user-fields';
import { usePreloadedData } from '../../api/use-preloaded-data';
import { contactSchema, emptyContactValues, toContactRequest, type ContactValues } from './contact-schema';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { autoGrid, box, gridTrack, media } from '../../lib/layout-tokens';

const messages = defineMessages({
  sent: { id: 'contact.sent', defaultMessage: 'Thank you! Your message was sent.' },
});

const useStyles = makeStyles({
  page: { paddingInline: tokens.spacingHorizontalL, paddingBlockEnd: tokens.spacingVerticalXXXL },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    alignItems: 'start',
    [media.mobileDown]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { padding: tokens.spacingHorizontalXL },
  form: { display: 'grid', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: autoGrid(gridTrack.field, 'fit') },
  submit: { justifySelf: 'start', minHeight: box.control },
  details: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  detailsTitle: { margin: 0, fontSize: tokens.fontSizeBase500 },
  detail: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', margin: 0, lineHeight: tokens.lineHeightBase400 },
  icon: { fontSize: tokens.fontSizeBase500, flexShrink: 0, color: tokens.colorBrandForeground1 },
  ltr: { direction: LTR_ISLAND, unicodeBidi: 'isolate' },
});

/** /{locale}/contact-us: the contact form (subjects from the API) beside the shop's contact details. */
export default function ContactPage() {
  const intl = useIntl();
  const styles = useStyles();
  const subjects = useListContactSubjects({ query: { select: (body) => body.data.records } });
  const send = useSendContactMessage();
  const { data: preloaded } = usePreloadedData();
  const contact = preloaded?.settings.contact;
  const schema = contactSchema(intl);

  const form = useForm({
    defaultValues: emptyContactValues as ContactValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const body = await send.mutateAsync({ data: toContactRequest(value) });
        toastBus.show({
          intent: 'success',
          text: body.message || undefined,
          message: messages.sent,
        });
        formApi.reset();
      } catch (error) {
        // The HTTP layer already showed the failure toast; a 422 also lands on its fields. What was typed stays.
        applyServerErrors(formApi, error);
      }
    },
  });

  const title = intl.formatMessage({ id: 'contact.title', defaultMessage: 'Contact us' });
  return (
    <div className={styles.page}>
      <PageHeader title={title} />
      <div className={styles.layout}>
        <Card className={styles.card}>
          <FormShell form={form} className={styles.form} aria-label={title}>
            <div className={styles.pair}>
              <form.Field name="name">
                {(field) => <NameField field={field} label={intl.formatMessage({ id: 'contact.name', defaultMessage: 'Your name' })} />}
              </form.Field>
              <form.Field name="email">
                {(field) => (
                  <EmailField field={field} label={intl.formatMessage({ id: 'contact.email', defaultMessage: 'E-mail address' })} />
                )}
              </form.Field>
            </div>
            <div className={styles.pair}>
              <form.Field name="subject_id">
                {(field) => {
                  const error = fieldError(field);
                  return (
                    <Field
                      label={intl.formatMessage({ id: 'contact.subject', defaultMessage: 'Subject' })}
                      required
                      validationMessage={error}
                      validationState={error ? 'error' : 'none'}
                    >
                      <Select
                        name="subject_id"
                        value={String(field.state.value)}
                        disabled={subjects.isPending}
                        onBlur={field.handleBlur}
                        onChange={(_, data) => {
                          clearServerError(field);
                          field.handleChange(Number(data.value));
                        }}
                      >
                        <option value="0">{intl.formatMessage({ id: 'contact.subject.placeholder', defaultMessage: 'Choose a subject…' })}</option>
                        {(subjects.data ?? []).map((subject) => (
                          <option key={subject.id} value={String(subject.id)}>
                            {subject.title}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  );
                }}
              </form.Field>
              <form.Field name="order_number">
                {(field) => (
                  <TextField
                    field={field}
                    label={intl.formatMessage({ id: 'contact.orderNumber', defaultMessage: 'Order number (optional)' })}
                    hint={intl.formatMessage({ id: 'contact.orderNumber.hint', defaultMessage: 'If your message is about an order' })}
                  />
                )}
              </form.Field>
            </div>
            <form.Field name="message">
              {(field) => (
                <TextAreaField field={field} required rows={6} resize="vertical" label={intl.formatMessage({ id: 'contact.message', defaultMessage: 'Message' })} />
              )}
            </form.Field>
            <SubmitButton form={form} className={styles.submit} icon={<SendRegular />}>
              {intl.formatMessage({ id: 'contact.send', defaultMessage: 'Send message' })}
            </SubmitButton>
          </FormShell>
        </Card>
        {contact && (
          <Card className={styles.details}>
            <h2 className={styles.detailsTitle}>{intl.formatMessage({ id: 'contact.details', defaultMessage: 'Reach us directly' })}</h2>
            <p className={styles.detail}>
              <LocationRegular className={styles.icon} aria-hidden />
              <span>
                {pickTranslated(contact.address, intl.locale)}
                <br />
                <a href={contact.googleMapUrl} target="_blank" rel="noopener noreferrer">
                  {intl.formatMessage({ id: 'footer.map', defaultMessage: 'View on the map' })}
                </a>
              </span>
            </p>
            {contact.phoneNumbers.map((phone) => (
              <p key={phone} className={styles.detail}>
                <PhoneRegular className={styles.icon} aria-hidden />
                <a className={styles.ltr} href={`tel:${phone.replace(/\s+/g, '')}`}>
                  {phone}
                </a>
              </p>
            ))}
            <p className={styles.detail}>
              <MailRegular className={styles.icon} aria-hidden />
              <a className={styles.ltr} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          </Card>
        )}
      </div>
    </div>
  );
}
