node 'a' {
  @@notify { 'a-web': message => 'from a', tag => 'web' }
}
node 'c' {
  @@notify { 'c-web': message => 'from c', tag => 'web' }
}
node 'b' {
  notify { 'local': }
  Notify <<| tag == 'web' |>> { message => 'overridden', withpath => true }
  Notify <<| tag == 'web' |>> -> Notify['local']
}
