node 'a' {
  @@notify { 'no-message': tag => 'web' }
  @@notify { 'Mixed-Case': message => 'skip', tag => ['Web', 'Zed'] }
  @@notify { 'number': message => 8080 }
  @@notify { 'number-string': message => '8080' }
  @@notify { 'pair': message => ['skip', 'x'] }
}
node 'c' {
  @@notify { 'c-skip': message => 'Skip', tag => 'web' }
  @@notify { 'c-undef': message => undef, tag => 'other' }
}
node 'b' {
  Notify <<| tag == 'WEB' and message != 'skip' |>>
  Notify <<| message == 8080 or title == 'mixed-case' |>>
  Notify <<| tag == 'zed' |>> { withpath => true }
}
