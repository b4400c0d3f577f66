class a($x = 'd', Integer $n = 3, Optional[String] $o = undef) { notify { "a ${x} ${n}": message => $o } }
class { 'a': x => 'given' }
