class a { $role = 'web' notify { 'a': message => lookup('k') } }
$role = undef
include a
notify { 'top': message => lookup('k') }
