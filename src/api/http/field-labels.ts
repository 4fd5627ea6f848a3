import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The name a shopper knows for each field the API can refuse (spec section 5: the field-errors toast shows
 * "field name plus message"). Keys are the API's field names: every request-body property of the contract
 * (`openapi/`) and the extra keys the server reports (`cart`, `shipping_address`, `product_id`).
 */
const fieldLabels = defineMessages({
  address: { id: 'field.address', defaultMessage: 'Address' },
  amount: { id: 'field.amount', defaultMessage: 'Amount' },
  cart: { id: 'field.cart', defaultMessage: 'Cart' },
  city_id: { id: 'field.city', defaultMessage: 'City' },
  code: { id: 'field.code', defaultMessage: 'Verification code' },
  current_password: { id: 'field.currentPassword', defaultMessage: 'Current password' },
  email: { id: 'field.email', defaultMessage: 'Email' },
  first_name: { id: 'field.firstName', defaultMessage: 'First name' },
  gender: { id: 'field.gender', defaultMessage: 'Gender' },
  government_id: { id: 'field.governorate', defaultMessage: 'Governorate' },
  is_default: { id: 'field.isDefault', defaultMessage: 'Default address' },
  last_name: { id: 'field.lastName', defaultMessage: 'Last name' },
  message: { id: 'field.message', defaultMessage: 'Message' },
  name: { id: 'field.name', defaultMessage: 'Name' },
  notes: { id: 'field.notes', defaultMessage: 'Notes' },
  order_number: { id: 'field.orderNumber', defaultMessage: 'Order number' },
  password: { id: 'field.password', defaultMessage: 'Password' },
  password_confirmation: { id: 'field.passwordConfirmation', defaultMessage: 'Confirm password' },
  payment_method_id: { id: 'field.paymentMethod', defaultMessage: 'Payment method' },
  phone: { id: 'field.phone', defaultMessage: 'Phone' },
  product_id: { id: 'field.product', defaultMessage: 'Product' },
  quantity: { id: 'field.quantity', defaultMessage: 'Quantity' },
  receipt: { id: 'field.receipt', defaultMessage: 'Payment receipt' },
  shipping_address: { id: 'field.shippingAddress', defaultMessage: 'Shipping address' },
  subject_id: { id: 'field.subject', defaultMessage: 'Subject' },
  terms: { id: 'field.terms', defaultMessage: 'Terms and conditions' },
  title: { id: 'field.title', defaultMessage: 'Address title' },
});

const known = (key: string): MessageDescriptor | undefined =>
  Object.hasOwn(fieldLabels, key) ? fieldLabels[key as keyof typeof fieldLabels] : undefined;

/** `payment_method_id` → "Payment method", `items.0.unitPrice` → "Items unit price": a key nobody labelled, made readable. */
export const readableFieldKey = (key: string): string => {
  const words = key
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .map((segment) => segment.replace(/_id$/, ''))
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
};

/**
 * The label of an API field key: the catalogue message of the key, else of its last named segment (a nested
 * `address.phone` is the phone), else the key made readable (the API's own, English, name).
 */
export const fieldLabelFor = (key: string): MessageDescriptor | string => {
  const last = key
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .pop();
  return known(key) ?? (last ? known(last) : undefined) ?? readableFieldKey(key);
};
