define d(Optional[Integer] $p = undef) { notify { "${title}-${p}": } }
d { 'a': }
d { 'b': p => 'x' }
