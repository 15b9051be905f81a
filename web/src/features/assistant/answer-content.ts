/** The texts of the answer panel, which loads once a question is asked. */
export const answerText = {
  youAsked: 'You asked',
  responseHeading: 'AI Response',
  thinking: 'Looking through our dental guidance…',
  writing: 'Writing the answer…',
  disclaimerTitle: 'Disclaimer',
  askAnother: 'Ask Another Question',
  findMoreOffices: 'Find More Offices',
} as const;
