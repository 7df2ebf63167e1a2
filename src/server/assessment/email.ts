import { formatDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { assessmentEmailTexts, resultsTexts } from "../../shared/texts/assessment.ts";
import { type AssessmentDto } from "../../shared/assessment/api.ts";
import { resultsFileContent } from "../../shared/assessment/medical-note.ts";
import type { MailMessage } from "../mail/mailer.ts";
import { markdownEmailHtml, markdownEmailText, type MarkdownEmail } from "../mail/markdown-email.ts";

/**
 * The results email: the written assessment as HTML and as plain text (both rendered from its Markdown with
 * the results page's rules), the Markdown itself as a .md attachment, and a link back to the page.
 */
export function assessmentEmail(to: string, assessment: AssessmentDto, appUrl: string): MailMessage {
  const content = resultsFileContent(assessment.assessmentResults);
  const email: MarkdownEmail = {
    title: resultsTexts.title,
    intro: [assessmentEmailTexts.intro, assessmentEmailTexts.completedOn(formatDate(assessment.completedAt))],
    markdown: content,
    link: { label: assessmentEmailTexts.viewOnline, url: `${appUrl}${paths.resultsFor(assessment.id)}` },
    appUrl,
  };
  return {
    to,
    subject: assessmentEmailTexts.subject,
    text: markdownEmailText(email),
    html: markdownEmailHtml(email),
    attachments: [
      {
        filename: resultsTexts.downloadFileName(assessment.assessmentData.firstName),
        content,
        contentType: "text/markdown; charset=utf-8",
      },
    ],
  };
}
