define d($v = 'dv') { notify { "d ${title} ${v}": } }
d { ['p', default]: v => 'x'; 'q': }
