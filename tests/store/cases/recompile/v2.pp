node 'a' {
  @@notify { 'kept': message => 'v2', tag => 'web' }
  @@notify { 'new': tag => 'web' }
}
node 'b' {
  Notify <<| tag == 'web' |>>
}
