// Received messages as real mail apps write them, for the inbound suites and the IMAP mailbox.

/** What every reply fixture answers: our notice's reply address, Message-ID and text. */
export interface Answering {
  from: string;
  fromName?: string;
  /** The notice's Reply-To (or the support address for a new ticket). */
  to: string;
  cc?: string;
  subject: string;
  /** The notice's Message-ID, for In-Reply-To and References. */
  inReplyTo?: string;
  /** The new text, above the quote. */
  text: string;
  /** The quoted notice (its text, reply marker first). */
  quoted?: string;
  messageId?: string;
  headers?: Record<string, string>;
}

let sequence = 0;
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
const quote = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
const qp = (text: string) =>
  Buffer.from(text, 'utf8')
    .toString('binary')
    .split('')
    .map((char) => {
      const code = char.charCodeAt(0);
      return code > 126 || char === '=' ? `=${code.toString(16).toUpperCase().padStart(2, '0')}` : char;
    })
    .join('');
const base64 = (text: string) =>
  (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\n');
const encodedWord = (text: string) => `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

function head(mail: Answering, app: string): string {
  const id = mail.messageId ?? `<${app}-${++sequence}-${Date.now()}@mail.${app}.test>`;
  const lines = [
    `From: ${mail.fromName ? `${encodedWord(mail.fromName)} ` : ''}<${mail.from}>`,
    `To: ${mail.to}`,
    ...(mail.cc ? [`Cc: ${mail.cc}`] : []),
    `Subject: ${encodedWord(mail.subject)}`,
    'Date: Tue, 24 Nov 2026 22:05:00 +0000',
    `Message-ID: ${id}`,
    ...(mail.inReplyTo ? [`In-Reply-To: ${mail.inReplyTo}`, `References: ${mail.inReplyTo}`] : []),
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
  ];
  return lines.join('\n');
}

/** Gmail: text and HTML, quoted-printable, "On … wrote:" wrapped, the notice quoted with "> ". */
export function gmailReply(mail: Answering): Buffer {
  const attribution = `On Tue, Nov 24, 2026 at 10:00 PM Maple <\n${mail.to}> wrote:`;
  const text = `${mail.text}\n\n${attribution}\n\n${quote(mail.quoted ?? '')}\n`;
  const html = `<div dir="ltr">${mail.text.replaceAll('\n', '<br>')}</div><br><div class="gmail_quote"><div class="gmail_attr">${attribution}</div><blockquote class="gmail_quote">${(mail.quoted ?? '').replaceAll('\n', '<br>')}</blockquote></div>`;
  return Buffer.from(
    crlf(`${head(mail, 'gmail')}
Content-Type: multipart/alternative; boundary="000000000000gmail"

--000000000000gmail
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(text)}
--000000000000gmail
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

${qp(html)}
--000000000000gmail--
`),
  );
}

/** Gmail in French: base64, "Le … a écrit :". */
export function frenchGmailReply(mail: Answering): Buffer {
  const text = `${mail.text}\n\nLe mar. 24 nov. 2026 à 22:00, Maple <${mail.to}> a écrit :\n\n${quote(mail.quoted ?? '')}\n`;
  return Buffer.from(
    crlf(`${head(mail, 'gmail')}
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

${base64(text)}
`),
  );
}

/** Outlook on the web: HTML only, in base64, its header block above the quoted notice. */
export function outlookReply(mail: Answering): Buffer {
  const html = `<html><body><div style="font-family:Calibri">${mail.text.replaceAll('\n', '<br>')}</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri"><b>From:</b> Maple &lt;${mail.to}&gt;<br><b>Sent:</b> Tuesday, November 24, 2026 10:00 PM<br><b>To:</b> ${mail.from}<br><b>Subject:</b> ${mail.subject}</font><div>&nbsp;</div></div><div>${(mail.quoted ?? '').replaceAll('\n', '<br>')}</div></body></html>`;
  return Buffer.from(
    crlf(`${head(mail, 'outlook')}
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: base64
X-MS-Has-Attach:
Thread-Topic: ${mail.subject}

${base64(html)}
`),
  );
}

/** Apple Mail on an iPhone: flowed quoted-printable text, "Sent from my iPhone", the quote below. */
export function appleMailReply(mail: Answering): Buffer {
  const text = `${mail.text}\n\nSent from my iPhone\n\n> On Nov 24, 2026, at 22:00, Maple <${mail.to}> wrote:\n>=20\n${quote(mail.quoted ?? '')}\n`;
  return Buffer.from(
    crlf(`${head(mail, 'apple')}
Content-Type: text/plain; charset=utf-8; format=flowed
Content-Transfer-Encoding: quoted-printable
X-Mailer: iPhone Mail (22A3354)

${qp(text).replaceAll('>=3D20', '>=20')}
`),
  );
}

/** An out-of-office answer, as Exchange writes one. */
export function outOfOffice(mail: Answering): Buffer {
  return Buffer.from(
    crlf(`${head({ ...mail, subject: `Automatic reply: ${mail.subject}` }, 'outlook')}
Auto-Submitted: auto-replied
X-Auto-Response-Suppress: All
Content-Type: text/plain; charset="utf-8"

I am out of the office until Monday.
`),
  );
}

/** A delivery status notification for our message `originalId` to `recipient`: `status` 5.x.x is hard. */
export function bounce(originalId: string, recipient: string, status = '5.1.1'): Buffer {
  return Buffer.from(
    crlf(`From: Mail Delivery Subsystem <mailer-daemon@mx.company.test>
To: <no-reply@maple.test>
Subject: Undelivered Mail Returned to Sender
Date: Tue, 24 Nov 2026 22:05:00 +0000
Message-ID: <bounce-${++sequence}-${Date.now()}@mx.company.test>
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="dsn"

--dsn
Content-Type: text/plain; charset=us-ascii

Your message could not be delivered to ${recipient}.

--dsn
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.company.test

Final-Recipient: rfc822; ${recipient}
Action: failed
Status: ${status}

--dsn
Content-Type: text/rfc822-headers

From: Maple <no-reply@maple.test>
To: ${recipient}
Message-ID: ${originalId}

--dsn--
`),
  );
}

/** A file with a message: with a `cid`, shown within its HTML (a signature's logo, a pasted screenshot). */
export interface MailFile {
  name: string;
  type: string;
  content: Buffer;
  cid?: string;
}

const filePart = (file: MailFile) =>
  [
    `Content-Type: ${file.type}; name="${file.name}"`,
    `Content-Disposition: ${file.cid ? 'inline' : 'attachment'}; filename="${file.name}"`,
    ...(file.cid ? [`Content-ID: <${file.cid}>`] : []),
    'Content-Transfer-Encoding: base64',
    '',
    (file.content.toString('base64').match(/.{1,76}/g) ?? []).join('\n'),
  ].join('\n');

/**
 * Outlook with files: its text and HTML reply with the pictures the HTML shows (multipart/related, by
 * Content-ID), then the attached files (multipart/mixed).
 */
export function replyWithFiles(mail: Answering, files: MailFile[]): Buffer {
  const shown = files.filter((file) => file.cid);
  const attached = files.filter((file) => !file.cid);
  const header = `From: Maple <${mail.to}>\nSent: Tuesday, November 24, 2026 10:00 PM\nSubject: ${mail.subject}`;
  // Outlook's text marks where each picture stood.
  const marks = shown.map((file) => `[cid:${file.cid}]`).join('\n');
  const text = `${mail.text}\n${marks}\n\n________________________________\n${header}\n\n${mail.quoted ?? ''}\n`;
  const images = shown.map((file) => `<img src="cid:${file.cid}" alt="">`).join('<br>');
  const html = `<html><body><div>${mail.text.replaceAll('\n', '<br>')}</div>${images}<hr><div id="divRplyFwdMsg">${header.replaceAll('\n', '<br>')}</div><div>${(mail.quoted ?? '').replaceAll('\n', '<br>')}</div></body></html>`;
  const related = [
    'Content-Type: multipart/related; type="multipart/alternative"; boundary="related"',
    '',
    '--related',
    'Content-Type: multipart/alternative; boundary="alternative"',
    '',
    '--alternative',
    'Content-Type: text/plain; charset="utf-8"',
    'Content-Transfer-Encoding: base64',
    '',
    base64(text),
    '--alternative',
    'Content-Type: text/html; charset="utf-8"',
    'Content-Transfer-Encoding: base64',
    '',
    base64(html),
    '--alternative--',
    ...shown.flatMap((file) => ['--related', filePart(file)]),
    '--related--',
  ].join('\n');
  const mixed = [related, ...attached.map(filePart)].map((part) => `--mixed\n${part}`).join('\n');
  return Buffer.from(
    crlf(`${head(mail, 'outlook')}
Content-Type: multipart/mixed; boundary="mixed"

${mixed}
--mixed--
`),
  );
}
