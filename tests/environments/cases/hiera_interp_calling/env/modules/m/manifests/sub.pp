class m::sub {
  notify { 'x': message => [lookup('a'), lookup('b'), lookup('c'), lookup('d'), lookup('e')] }
}
