node 'a' {
  @@notify { 'a-one': message => 'one', tag => 'web' }
  @@site::thing { 'a-thing': size => 3 }
}
define site::thing(Integer $size = 1, String $colour = 'red') {
  notify { "thing ${title}": message => "${size} ${colour}" }
}
node 'b' {
  Notify { withpath => true, message => 'default' }
  Site::Thing { colour => 'blue' }
  Notify <<| |>>
  Site::Thing <<| |>>
  notify { 'local': }
}
