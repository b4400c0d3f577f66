node 'a' {
  @@notify { 'shared': message => 'from a' }
}
node 'b' {
  notify { 'shared': message => 'local' }
  Notify <<| |>>
}
