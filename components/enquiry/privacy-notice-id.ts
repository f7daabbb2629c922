/**
 * The id of the privacy notice by the Send button, which the button is described by. In a module of its
 * own, so the form's client code does not import the notice's content.
 */
export const PRIVACY_NOTICE_ID = 'enquiry-privacy';
