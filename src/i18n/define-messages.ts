import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl's `defineMessage` and `defineMessages` for the modules start-up's requests chunk holds (the HTTP
 * layer, connect-http-to-app.ts): the same identity functions, whose calls `npm run i18n:extract` reads by name,
 * without a value import of react-intl — that import put react-intl's formatter and intl-messageformat (≈ 7 kB
 * gz) in the chunk that home's lead picture waits for (decision 038-lead). Components keep react-intl's own.
 */
export const defineMessage = (message: MessageDescriptor): MessageDescriptor => message;

export const defineMessages = <Key extends string>(messages: Record<Key, MessageDescriptor>): Record<Key, MessageDescriptor> => messages;
