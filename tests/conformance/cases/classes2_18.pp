class a { notify { 'a': } }
$c = 'a'
include $c
class { "${c}": }
