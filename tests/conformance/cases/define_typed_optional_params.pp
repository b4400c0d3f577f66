define w(Array[String] $items, Optional[String] $o = undef) { notify { "w-${title}": message => "${items} ${o}" } }
w { 'one': items => ['a', 'b'] }
w { 'two': items => ['c'], o => 'set' }
