node 'a' {
  @@notify { 'a-one': message => 'wanted' }
  @@notify { 'a-two': message => 'other' }
}
node 'c' {
  @@notify { 'c-one': message => ['x', 'wanted'] }
  @@notify { 'c-two': message => 'WANTED' }
}
node 'b' {
  Notify <<| message == 'wanted' |>>
}
