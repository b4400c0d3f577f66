define d(Struct[{ name => String, Optional[port] => Integer }] $s) { notify { $title: message => $s } }
d { 'ok': s => { 'name' => 'n' } }
d { 'bad': s => { 'name' => 'n', 'extra' => 1 } }
