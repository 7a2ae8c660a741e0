// The as-you-type formatter on its own module, so that only a page that draws a phone field
// downloads it (see loadPhoneFormatter).
export { AsYouType } from 'libphonenumber-js/core';
