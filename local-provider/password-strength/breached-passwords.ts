// Passwords that top public lists of leaked credentials. A password on this list counts as breached,
// compared in its comparable form: full-width and other compatibility letters folded (NFKC), invisible
// format characters (zero-width spaces and joiners, soft hyphens, direction marks) dropped, lower case.
const BREACHED = new Set([
  'password', '123456', '123456789', '12345678', '12345', '1234567', '1234567890', 'qwerty', 'abc123',
  '111111', '123123', 'password1', '1234', 'iloveyou', '1q2w3e4r', '000000', 'qwerty123', 'zaq12wsx',
  'dragon', 'sunshine', 'princess', 'letmein', '654321', 'monkey', '27653', '1qaz2wsx', '123321',
  'qwertyuiop', 'superman', 'asdfghjkl', 'welcome', 'football', 'baseball', 'master', 'shadow', 'michael',
  'jordan', '666666', 'trustno1', 'hello', 'hello123', 'freedom', 'whatever', 'qazwsx', 'ninja', 'mustang',
  'access', 'passw0rd', 'starwars', '121212', 'flower', '1111', '123qwe', '696969', 'batman', 'solo',
  'login', 'admin', 'admin123', 'charlie', 'donald', 'lovely', '7777777', '888888', '123abc', 'aa123456',
  'a123456', '555555', '987654321', '112233', 'computer', 'jennifer', 'michelle', 'daniel', 'andrew',
  'joshua', 'hunter', 'buster', 'soccer', 'harley', 'ranger', 'pepper', 'ginger', 'summer', 'winter',
  '11111111', 'asdfgh', 'zxcvbnm', 'zxcvbn', 'asdf1234', 'qwe123', '1qazxsw2', 'q1w2e3r4', 'q1w2e3r4t5',
  'password123', 'password12', 'pass123', 'pass1234', 'changeme', 'secret', 'letmein1', 'welcome1',
  'welcome123', 'iloveyou1', 'princess1', 'sunshine1', 'football1', 'baseball1', 'monkey123', 'dragon123',
  'abcd1234', 'abcdef', '123456a', '1234qwer', 'qwer1234', 'qwerty1', 'qwerty12', 'test', 'test123',
  'test1234', 'guest', 'default', 'root', 'toor', 'chocolate', 'cookie', 'cheese', 'killer', 'hockey',
  'tigger', 'thomas', 'robert', 'matthew', 'jessica', 'ashley', 'nicole', 'amanda', 'samantha', 'maggie',
  'jasmine', 'taylor', 'purple', 'orange', 'yellow', 'silver', 'golden', 'diamond', 'angel', 'angels',
  'loveme', 'lovelove', 'loveyou', '1234abcd', '11223344', '159753', '147258369', '147258', '123654',
  '789456', '456789', '159357', '753951', '987654', 'abc12345', 'qwerty1234', 'p@ssw0rd', 'p@ssword',
  'Password1!', 'Summer2024', 'Winter2024', 'football123', 'blink182', 'pokemon', 'naruto', 'mercedes',
  'ferrari', 'corvette', 'liverpool', 'chelsea', 'arsenal', 'barcelona',
].map((password) => password.toLowerCase()));

/** What a password reads as: `Ｐａｓｓ\u200Bｗｏｒｄ` is `Password`. Strength is rated on this form too. */
export function readableForm(password: string): string {
  return password.normalize('NFKC').replace(/\p{Cf}/gu, '');
}

export function isBreachedPassword(password: string): boolean {
  return BREACHED.has(readableForm(password).toLowerCase());
}
