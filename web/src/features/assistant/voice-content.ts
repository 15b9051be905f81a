/** The Voice Chat tab's texts; the alerts and statuses of the specification are word for word. */
export const voiceText = {
  heading: 'Talk with our AI dental assistant',
  intro:
    'Turn voice on and ask out loud, or type below: every answer is spoken and written here. A consultation lasts 2 minutes from when you first turn voice on.',
  chatLabel: 'Voice conversation',
  empty: 'Your conversation will appear here.',
  you: 'You',
  assistant: 'Assistant',
  reconnect: 'Reconnect',
  mute: 'Mute',
  unmute: 'Unmute',
  voiceOn: 'Voice On',
  voiceOff: 'Voice Off',
  timeExpired: 'Time Expired',
  timeLeft: 'Time left',
  messageLabel: 'Type your message',
  messagePlaceholder: 'Type a question, or ask to find an office near you…',
  send: 'Send',
  findOffices: 'Find Offices',
  waitForConnection: 'Please wait for connection to establish...',
  connectFirst: 'Please connect first before enabling voice',
  expiredAlert:
    'Conversation has ended due to time limit. Please contact our dental offices directly.',
  microphoneDenied:
    'Microphone access is required for voice chat. You can still type your questions.',
  closing:
    'Our consultation time is up. Thank you for talking with me! For more help, please contact one of our dental offices directly.',
  askZip: 'To find dental offices near you, please tell me your ZIP code.',
  introInstructions:
    'Greet the visitor warmly in one or two short sentences: say you are the dental voice assistant of this site and ask what you can help them with today.',
  inquiryFailed: 'We could not send your details. Please try again or contact us directly.',
  overlayTitle: 'Recommended Dental Offices',
  overlayNear: (location: string) => `Nearest listed offices to ${location}`,
  overlayLoading: 'Finding offices near you…',
  overlayNone: 'No listed offices near this ZIP code yet.',
  overlayFailed: 'We could not load offices right now.',
  backToChat: 'Back to Chat',
  call: 'Call',
  website: 'Website',
  requestDiscount: 'Request Discount',
} as const;
