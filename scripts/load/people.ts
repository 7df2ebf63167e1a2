import { completeAnswers } from "../../tests/support/assessment-fixtures.ts";
import { Person } from "../cluster/client.ts";

// The accounts the load run uses, made before it starts, through the same door: signed up (each from
// its own address), and, for those who read an assessment, with one assessment written.

export interface Account {
  person: Person;
  cookie: string;
  /** An assessment of theirs, for the "assessment read" kind. */
  assessmentId?: string;
  /** A conversation of theirs, for the "chat message" kind. */
  conversationId?: string;
}

const cookieOf = (person: Person) => [...person.cookies].map(([name, value]) => `${name}=${value}`).join("; ");

/**
 * `count` signed-up accounts, a few at a time (each sign-up hashes a password: argon2id), each confirmed
 * by the link in its mail, found in one of the instances' `outboxes`.
 */
export async function signUpAccounts(
  base: string,
  outboxes: string[],
  count: number,
  withAssessment: boolean,
): Promise<Account[]> {
  const accounts: Account[] = [];
  const next = async () => {
    while (accounts.length < count) {
      const person = new Person(base);
      const account: Account = { person, cookie: "" };
      accounts.push(account);
      await person.signUp(outboxes);
      if (withAssessment) {
        const answer = await person.request(
          "POST",
          "/api/assessments",
          { answers: completeAnswers },
          { "Idempotency-Key": `load-setup-${Date.now()}-${accounts.length}` },
        );
        if (answer.status !== 201) throw new Error(`setup submit answered ${answer.status}`);
        account.assessmentId = (answer.body as { assessment: { id: string } }).assessment.id;
      }
      account.cookie = cookieOf(person);
    }
  };
  await Promise.all(Array.from({ length: 4 }, next));
  return accounts;
}

/** Each account starts a conversation with the assistant (the offline engine answers), as the chat page does. */
export async function startConversations(accounts: Account[]): Promise<Account[]> {
  for (const account of accounts) {
    const answer = await account.person.request("POST", "/api/chat/conversations", {
      message: "Which foods are high in vitamin D?",
    });
    if (answer.status !== 201) throw new Error(`setup conversation answered ${answer.status}`);
    account.conversationId = (answer.body as { conversation: { id: string } }).conversation.id;
  }
  return accounts;
}
