node 'a' {
  @@notify { 'pair': message => ['skip', 'x'] }
}
node 'b' {
  Notify <<| message == ['skip', 'x'] |>>
}
