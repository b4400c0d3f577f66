class c { }
include c
define d(Type[Resource] $r) { notify { "t ${type($r)}": } }
d { 'x': r => Class['c'] }
