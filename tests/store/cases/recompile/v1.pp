node 'a' {
  @@notify { 'old': tag => 'web' }
  @@notify { 'kept': message => 'v1', tag => 'web' }
}
node 'b' {
  Notify <<| tag == 'web' |>>
}
