/** What a person needs once `npm start` is ready (issue 19). */
export interface ReadyFacts {
  url: string;
  admin: { email: string; password?: string };
  /** /dev/mail, or where mail goes instead (SMTP_URL, production). */
  mailbox: string;
  dataDir: string;
  databaseDir: string;
  /** The demo town's sign-ins (SEED_DEMO_DATA outside production), all with one password. */
  demo?: { customer: string; owner: string; password: string };
}

/** The banner a person reads on a terminal: plain lines in a frame. */
export function readyBanner(facts: ReadyFacts): string {
  const admin = facts.admin.password
    ? `${facts.admin.email} / ${facts.admin.password}  (one-time password, shown on this first start only)`
    : `${facts.admin.email}`;
  const lines = [
    'Local Shop Marketplace is ready',
    '',
    `  Open        ${facts.url}`,
    `  Admin       ${admin}`,
    `  Mail        ${facts.mailbox}`,
    ...(facts.demo
      ? [
          `  Demo        customer ${facts.demo.customer}`,
          `              owner    ${facts.demo.owner}`,
          `              password ${facts.demo.password} (every demo account)`,
        ]
      : []),
    `  Data        ${facts.dataDir}`,
    ...(facts.databaseDir.startsWith(facts.dataDir) ? [] : [`  Database    ${facts.databaseDir}`]),
    '',
    '  Stop with Ctrl+C (your data stays in the data folder).',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const rule = `+${'-'.repeat(width)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width - 1)}|`), rule].join('\n') + '\n';
}

/** The same facts as one JSON log line, for logs read by programs. */
export function readyLogLine(facts: ReadyFacts, now = new Date()): string {
  return (
    JSON.stringify({
      level: 30,
      time: now.getTime(),
      app: 'embedded',
      msg: 'Local Shop Marketplace is ready',
      url: facts.url,
      adminEmail: facts.admin.email,
      ...(facts.admin.password ? { adminOneTimePassword: facts.admin.password } : {}),
      mailbox: facts.mailbox,
      ...(facts.demo ? { demoSignIns: facts.demo } : {}),
      dataDir: facts.dataDir,
      databaseDir: facts.databaseDir,
    }) + '\n'
  );
}
