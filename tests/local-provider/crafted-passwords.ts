// Passwords crafted to make zxcvbn slow: 256 characters (the field's limit) full of look-alike
// characters (l33t: 4, @, 1, |, $, …) and dictionary words, whose substitutions zxcvbn tries in
// combination. With zxcvbn's defaults one of them took 0.5–4 s to rate.
export const CRAFTED_PASSWORD =
  '(%word1word!&word7{08[123$+word+@qwe6passpass@pass&word$6l0v371990word$7&pass$w0rd&%123+1990+p4$${0l0v3w0rd#l0v3' +
  '1990<w0rd{%123qwe7171w0rd3l0v3+word$+7$zxc41%06199081abc%36l0v3+7word!p4$$p4$$0@$l0v3(qwe!@&!{l0v3%1w0rd123p4$$0zxc' +
  '[&1990p4$$1990word+p4$$&!+14!';

/** An ordinary password as a person types it. */
export const ORDINARY_PASSWORD = 'baseline-volley-42';
