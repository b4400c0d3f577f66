define d($name2 = $name) { notify { "${title}/${name}/${name2}": } }
d { 'a': name => 'b' }
