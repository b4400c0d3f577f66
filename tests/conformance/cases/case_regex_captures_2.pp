$v = 'abc123'
case $v {
  /^([a-z]+)(\d+)$/: { notify { 'm': message => [$0, $1, $2] } }
  default: { notify { 'd': } }
}
