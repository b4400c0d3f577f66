node 'a' {
  @@notify { 'same': message => 'from a' }
}
node 'c' {
  @@notify { 'same': message => 'from c' }
}
node 'b' {
  Notify <<| |>>
}
