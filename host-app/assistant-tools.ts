// The tools of the tennis court booking assistant that a signed-in visitor may use.
export const ASSISTANT_TOOLS = [
  { name: 'check_tennis_courts', description: 'Check tennis court availability' },
  { name: 'book_and_request_sms', description: 'Book a court and request the SMS confirmation code' },
  { name: 'enter_sms_code_and_complete', description: 'Enter the SMS code to complete the booking' },
] as const;
