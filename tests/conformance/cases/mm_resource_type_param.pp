define d(Type[Resource] $t) { notify { "t=${t}": } }
d { 'ok': t => File }
d { 'bad': t => 'File' }
