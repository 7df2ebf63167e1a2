import { formatDate } from "../../shared/format.ts";
import { assessmentEmailTexts, resultsTexts } from "../../shared/texts/index.ts";
import { resultsFileContent, type AssessmentDto } from "../../shared/assessment/index.ts";
import type { MailMessage } from "../mail/mailer.ts";

/** The results email: the full Markdown text in the body and as a .md attachment, with a link back. */
export function assessmentEmail(to: string, assessment: AssessmentDto, appUrl: string): MailMessage {
  const date = formatDate(assessment.completedAt);
  const link = `${appUrl}/assessment/results?id=${encodeURIComponent(assessment.id)}`;
  const content = resultsFileContent(assessment.assessmentResults);
  return {
    to,
    subject: assessmentEmailTexts.subject,
    text: [assessmentEmailTexts.intro, assessmentEmailTexts.completedOn(date), "", content, "", assessmentEmailTexts.viewOnline(link), ""].join("\n"),
    attachments: [
      {
        filename: resultsTexts.downloadFileName(assessment.assessmentData.firstName),
        content,
        contentType: "text/markdown; charset=utf-8",
      },
    ],
  };
}
