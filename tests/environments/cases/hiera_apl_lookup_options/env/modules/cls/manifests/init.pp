class cls(Hash $h, Sensitive $pw) {
  notify { 'h': message => $h }
  notify { 'pw': message => String($pw =~ Sensitive) }
}
