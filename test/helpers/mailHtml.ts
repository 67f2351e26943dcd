import { HtmlValidate } from 'html-validate';

// The one html-validate set-up every mail test uses: the recommended rules, which include `deprecated` and
// `no-deprecated-attr` (no bgcolor, align, cellpadding… in HTML5), with a single rule turned off for e-mail.

const mailValidator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // E-mail can only be styled inline: Gmail's apps and several webmail clients drop <style> blocks and class
    // names, so an inline style attribute is the one way a style reaches every inbox.
    'no-inline-style': 'off',
  },
});

/** Every problem html-validate finds in a mail's HTML, as 'rule line:column message' (none when it is valid). */
export async function mailHtmlProblems(html: string): Promise<string[]> {
  const report = await mailValidator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`),
  );
}
