class c { $top = 'shadow' notify { 'n': message => [$top, $::top] } }
$top = 'T'
include c
