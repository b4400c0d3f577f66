node 'a' {
  @@notify { 'a-web': tag => 'web' }
}
node 'b' {
  @@notify { 'b-web': tag => 'web' }
  Notify <<| tag == 'web' |>>
  notify { 'after': }
}
