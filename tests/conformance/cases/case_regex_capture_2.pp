case 'foo' {
  /^f(o+)$/: { notify { 'm': message => $1 } }
  default: { notify { 'd': } }
}
